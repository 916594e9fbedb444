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
    // the match is over: the private logs shown are those of when the page was opened; read them whole (issue 44 point 4)
    var logs = document.getElementById("match-logs");
    // and once more a moment later: a bot's last lines about the match (its result asked for) come just after its end
    if (logs && logs.dataset.logsUrl) {
      var url = logs.dataset.logsUrl;
      var read = function () { if (document.getElementById("match-logs")) htmx.ajax("GET", url, { target: "#match-logs", swap: "outerHTML" }); };
      read();
      setTimeout(read, 3000);
    }
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
// Keys are queued, one request at a time, each read against the replay its predecessor drew: five presses 20 ms apart
// go five steps (issue 29), where reading the same old buttons again would have asked for the same step twice.
(function () {
  var queue = [];
  var busy = false;
  var CONTROLS = { ArrowLeft: ".step-back", ArrowRight: ".step-next", Home: ".step-first", End: ".step-last", " ": ".pause, .play" };
  function pump() {
    if (busy || queue.length === 0) return;
    var replay = document.getElementById("replay");
    var button = replay && replay.querySelector(CONTROLS[queue.shift()]);
    if (!button || button.disabled) { pump(); return; }
    busy = true;
    // the request itself, not a click: a key pressed just after a swap comes before htmx has wired the new buttons
    htmx.ajax("GET", button.getAttribute("hx-get"), { target: "#replay", swap: "outerHTML" }).then(
      function () { busy = false; pump(); },
      function () { busy = false; queue = []; });
  }
  document.addEventListener("keydown", function (event) {
    var replay = document.getElementById("replay");
    if (!replay || event.altKey || event.ctrlKey || event.metaKey) return;
    var target = event.target;
    if (target && target.closest && target.closest("input, select, textarea, button, [contenteditable]")) return;
    if (!CONTROLS[event.key]) return;
    event.preventDefault();
    if (queue.length < 50) queue.push(event.key);
    pump();
  });
})();

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

// Long lists of buttons (the entry builders' pools, marked data-roving): one tab stop for the whole list, the arrows
// within it (up and down: the row above or below, same column; left and right: the row's other buttons; Home, End),
// as a grid is used with the keyboard (issue 29: the deck builder had 374 tab stops). The button last focused keeps
// the list's tab stop, also when the list is drawn again; rows hidden by a filter are skipped.
(function () {
  function visibleRows(list) {
    return Array.prototype.filter.call(list.querySelectorAll("tr"), function (r) {
      return r.offsetParent !== null && r.querySelector("button");
    });
  }
  function buttonsOf(row) {
    return Array.prototype.filter.call(row.querySelectorAll("button"), function (b) { return !b.disabled; });
  }
  function settle(list) {
    var current = list.contains(document.activeElement) && document.activeElement.tagName === "BUTTON" ? document.activeElement
      : list.querySelector("button[tabindex='0']");
    if (!current || current.offsetParent === null) {
      var first = visibleRows(list)[0];
      current = first ? buttonsOf(first)[0] : null;
    }
    list.querySelectorAll("button").forEach(function (b) { b.setAttribute("tabindex", b === current ? "0" : "-1"); });
  }
  function settleAll() { document.querySelectorAll("[data-roving]").forEach(settle); }
  document.addEventListener("DOMContentLoaded", settleAll);
  document.addEventListener("htmx:afterSettle", settleAll);
  document.addEventListener("change", settleAll); // a filter may hide the row holding the tab stop
  document.addEventListener("focusin", function (event) {
    var list = event.target.closest && event.target.closest("[data-roving]");
    if (!list || event.target.tagName !== "BUTTON") return;
    list.querySelectorAll("button[tabindex='0']").forEach(function (b) { b.setAttribute("tabindex", "-1"); });
    event.target.setAttribute("tabindex", "0");
  });
  document.addEventListener("keydown", function (event) {
    var list = event.target.closest && event.target.closest("[data-roving]");
    if (!list || event.target.tagName !== "BUTTON" || event.altKey || event.ctrlKey || event.metaKey) return;
    var rows = visibleRows(list), row = event.target.closest("tr"), i = rows.indexOf(row);
    var buttons = buttonsOf(row), j = buttons.indexOf(event.target), next = null;
    function inRow(r) { var b = buttonsOf(r); return b[Math.min(Math.max(j, 0), b.length - 1)]; }
    switch (event.key) {
      case "ArrowDown": if (i >= 0 && i < rows.length - 1) next = inRow(rows[i + 1]); break;
      case "ArrowUp": if (i > 0) next = inRow(rows[i - 1]); break;
      case "ArrowRight": next = buttons[j + 1]; break;
      case "ArrowLeft": next = buttons[j - 1]; break;
      case "Home": next = rows.length ? buttonsOf(rows[0])[0] : null; break;
      case "End": next = rows.length ? buttonsOf(rows[rows.length - 1])[0] : null; break;
      default: return;
    }
    event.preventDefault();
    if (next) next.focus();
  });
})();

// A table that scrolls sideways (every wide table does on a phone, arena.css) takes the keyboard's focus, so it can be
// scrolled without a pointer (axe: scrollable-region-focusable); a table that fits adds no tab stop.
(function () {
  function focusableWhenScrolling() {
    document.querySelectorAll("main table").forEach(function (t) {
      var scrolls = t.scrollWidth > t.clientWidth + 1 && getComputedStyle(t).overflowX !== "visible";
      if (scrolls && !t.hasAttribute("tabindex")) { t.setAttribute("tabindex", "0"); t.dataset.scrollFocus = "1"; }
      else if (!scrolls && t.dataset.scrollFocus) { t.removeAttribute("tabindex"); delete t.dataset.scrollFocus; }
    });
  }
  document.addEventListener("DOMContentLoaded", focusableWhenScrolling);
  document.addEventListener("htmx:afterSettle", focusableWhenScrolling);
  window.addEventListener("resize", focusableWhenScrolling);
})();

// A box that scrolls inside a board the HTMX updates redraw every second (the Pizzacraft map on a phone: board.html,
// marked data-keep-scroll, with an id): the new box opens where the old one was scrolled to, or a reader's view of the
// map would jump back to its left edge at every turn. The board brings its stylesheet along, which may apply a few
// frames after the swap (until then the box cannot scroll that far): the scroll is set again on the next frames until
// it holds, for at most half a second.
(function () {
  var kept = {};
  function restore(id, to, frames) {
    var e = document.getElementById(id);
    if (!e) return;
    e.scrollLeft = to[0];
    e.scrollTop = to[1];
    if (frames > 0 && (Math.abs(e.scrollLeft - to[0]) > 1 || Math.abs(e.scrollTop - to[1]) > 1)) {
      requestAnimationFrame(function () { restore(id, to, frames - 1); });
    }
  }
  document.addEventListener("htmx:beforeSwap", function () {
    document.querySelectorAll("[data-keep-scroll][id]").forEach(function (e) { kept[e.id] = [e.scrollLeft, e.scrollTop]; });
  });
  document.addEventListener("htmx:afterSwap", function () {
    Object.keys(kept).forEach(function (id) { restore(id, kept[id], 30); });
    kept = {};
  });
})();

// The team page's start box opens the starter language last opened in this browser, not always the first (Python):
// issue 44 point 6. What is remembered is the student's own opening (a click on the summary, which Enter and Space also
// fire), not every "toggle": the page's own first box, open in the HTML, fires a toggle of its own that may run after
// this script, and remembering it forgot the student's choice on some loads (NewStudentIT, seen on a loaded machine).
(function () {
  var KEY = "arena.starter";
  document.addEventListener("click", function (event) {
    var summary = event.target.closest && event.target.closest("details.hub-starter[data-language] > summary");
    if (!summary || summary.parentElement.open) return;
    try { localStorage.setItem(KEY, summary.parentElement.dataset.language); } catch (e) { /* private mode: not remembered */ }
  });
  document.addEventListener("DOMContentLoaded", function () {
    var chosen = null;
    try { chosen = localStorage.getItem(KEY); } catch (e) { return; }
    var boxes = document.querySelectorAll("details.hub-starter[data-language]");
    if (!chosen || !Array.prototype.some.call(boxes, function (b) { return b.dataset.language === chosen; })) return;
    boxes.forEach(function (box) { box.open = box.dataset.language === chosen; });
  });
})();

// A practice asks first while no bot of the team is there (issue 44); once the card's bot line (polled) says its bot is
// connected, it asks no more. The other way round the arena itself asks: a practice without "anyway" and with no bot
// is refused with the reason, and the page it goes back to asks.
document.addEventListener("htmx:afterSettle", function () {
  document.querySelectorAll(".hub").forEach(function (card) {
    if (!card.querySelector(".bot-line.connected")) return;
    var asks = card.querySelector(".practice-asks");
    if (asks) asks.remove();
    card.querySelectorAll(".practice-bots input[name=anyway]").forEach(function (field) { field.remove(); });
    card.querySelectorAll(".practice-bots button").forEach(function (button) {
      button.textContent = button.textContent.replace(/ anyway$/, "");
    });
  });
});
