// Every HTMX request carries the session's CSRF token, as forms do in their hidden field.
document.addEventListener("htmx:configRequest", function (event) {
  var meta = document.querySelector('meta[name="csrf-token"]');
  if (meta) event.detail.headers["X-CSRF-Token"] = meta.content;
});

// Tap for details: phones have no hover, so a tap on an element marked data-tap shows what its tooltip says (its title
// attribute or its SVG <title>) in the board's .tap-detail line; a second tap hides it. The choice is kept by its
// data-tap key across the board's HTMX updates, so a tapped piece's details follow it turn by turn.
(function () {
  var chosen = null;
  function tooltip(el) {
    var title = el.querySelector(':scope > title');
    return title ? title.textContent : (el.getAttribute('title') || '');
  }
  function show() {
    var out = document.querySelector('.tap-detail');
    if (!out) return;
    document.querySelectorAll('[data-tap].tapped').forEach(function (e) { e.classList.remove('tapped'); });
    var el = chosen && document.querySelector('[data-tap="' + CSS.escape(chosen) + '"]');
    if (!el) {
      out.textContent = out.dataset.hint || '';
      return;
    }
    el.classList.add('tapped');
    out.textContent = tooltip(el);
  }
  document.addEventListener('click', function (event) {
    var el = event.target.closest && event.target.closest('[data-tap]');
    if (!el) return;
    chosen = el.dataset.tap === chosen ? null : el.dataset.tap;
    show();
  });
  document.addEventListener('htmx:afterSwap', show);
})();
