// The eye toggle of Pizzacraft's full board (templates/games/pizzacraft/board.html): the choice outlives the board's
// HTMX updates, each new board takes it back. Run again with each board (htmx runs a swapped board's scripts); listens once.
(function () {
  var e = document.getElementById('pz-eye-' + (window.pzEye || 'all'));
  if (e) e.checked = true;
  if (window.pzEyeListens) return;
  window.pzEyeListens = true;
  document.addEventListener('change', function (event) {
    if (event.target && event.target.name === 'pz-eye') window.pzEye = event.target.value;
  });
})();
