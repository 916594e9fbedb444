// Every HTMX request carries the session's CSRF token, as forms do in their hidden field.
document.addEventListener("htmx:configRequest", function (event) {
  var meta = document.querySelector('meta[name="csrf-token"]');
  if (meta) event.detail.headers["X-CSRF-Token"] = meta.content;
});

// "Follow the contest" on a match page: the choice is remembered in this browser; when the watched match ends
// (its board's last poll swaps in the part below it), the page goes on to the next live match after a moment.
(function () {
  var KEY = "arena.follow";
  function following() { try { return localStorage.getItem(KEY) === "1"; } catch (e) { return false; } }
  function showChoice() {
    document.querySelectorAll("[data-follow]").forEach(function (box) { box.checked = following(); });
  }
  document.addEventListener("change", function (event) {
    if (!event.target.matches || !event.target.matches("[data-follow]")) return;
    try { localStorage.setItem(KEY, event.target.checked ? "1" : "0"); } catch (e) { /* private mode: not remembered */ }
  });
  document.addEventListener("DOMContentLoaded", showChoice);
  document.addEventListener("htmx:oobAfterSwap", function (event) {
    if (!event.detail.target || event.detail.target.id !== "after-match") return;
    showChoice();
    var next = document.getElementById("next-match");
    if (next && following()) {
      next.insertAdjacentHTML("afterend", " <small class=\"muted\">(going there in 3 s)</small>");
      setTimeout(function () { if (following()) window.location.assign(next.href); }, 3000);
    }
  });
})();

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
// A form that does something destructive or irreversible names it in data-confirm; it is sent only once
// the person has agreed. (Plain forms, not HTMX requests, so hx-confirm would not apply.)
document.addEventListener("submit", function (event) {
  var form = event.target;
  var question = form.getAttribute && form.getAttribute("data-confirm");
  if (question && !window.confirm(question)) event.preventDefault();
});

// A form refused by the server comes back with its fields filled in and each error beside its field:
// bring the first of them into view and put the cursor there.
document.addEventListener("DOMContentLoaded", function () {
  var bad = document.querySelector('[aria-invalid="true"]');
  if (!bad) return;
  bad.scrollIntoView({ block: "center" });
  bad.focus({ preventScroll: true });
});

// Replays by keyboard: left and right arrows step, space plays or pauses, Home and End go to the first and last step
// (not while typing in a field). Each key does what the control the page shows does, so a disabled one does nothing.
document.addEventListener("keydown", function (event) {
  var replay = document.getElementById("replay");
  if (!replay || event.altKey || event.ctrlKey || event.metaKey) return;
  var target = event.target;
  if (target && target.closest && target.closest("input, select, textarea, button, [contenteditable]")) return;
  var control = { ArrowLeft: ".step-back", ArrowRight: ".step-next", Home: ".step-first", End: ".step-last", " ": ".pause, .play" }[event.key];
  if (!control) return;
  var button = replay.querySelector(control);
  if (!button || button.disabled) return;
  event.preventDefault();
  // the request itself, not a click: a key pressed just after a swap comes before htmx has wired the new buttons
  htmx.ajax("GET", button.getAttribute("hx-get"), { target: "#replay", swap: "outerHTML" });
});

// Entry builders: a click anywhere on a row marked data-pick presses the row's pick button, the control the keyboard
// reaches and presses with Enter or Space. A click on another control of the row stays that control's, and a drag
// that selects text is not a pick.
document.addEventListener("click", function (event) {
  var row = event.target.closest && event.target.closest("tr[data-pick]");
  if (!row || event.target.closest("button, a, input, select, textarea, label")) return;
  if (String(window.getSelection ? window.getSelection() : "") !== "") return;
  var pick = row.querySelector("button.pick");
  if (pick) pick.click();
});
