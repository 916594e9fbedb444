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
