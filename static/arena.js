// Every HTMX request carries the session's CSRF token, as forms do in their hidden field.
document.addEventListener("htmx:configRequest", function (event) {
  var meta = document.querySelector('meta[name="csrf-token"]');
  if (meta) event.detail.headers["X-CSRF-Token"] = meta.content;
});

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
