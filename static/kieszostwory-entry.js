// The team builder's pick buttons (templates/games/kieszostwory/entry.html): a file of its own, as the
// Content-Security-Policy runs no inline script.
(function () {
  // A creature's pick button (a click anywhere on its row presses it, see arena.js) takes the creature out of its slot
  // if it is in the team, else puts it in the first empty slot; the slot's change asks the server for the new list and
  // summary. A page without scripts sends the pick to the server instead, which does the same.
  var slots = Array.prototype.slice.call(document.querySelectorAll('#kz-form .kz-slots select'));
  document.addEventListener('click', function (event) {
    var pick = event.target.closest && event.target.closest('.kz-creatures button.pick');
    if (!pick) return;
    event.preventDefault();
    var id = pick.value;
    var slot = slots.filter(function (s) { return s.value === id; })[0] || slots.filter(function (s) { return s.value === '0'; })[0];
    if (!slot) {
      document.querySelector('#kz-summary .kz-full').hidden = false;
      return;
    }
    slot.value = slot.value === id ? '0' : id;
    slot.dispatchEvent(new Event('change', {bubbles: true}));
  });
})();
