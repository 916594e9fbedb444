// Every HTMX request carries the session's CSRF token, as forms do in their hidden field.
document.addEventListener("htmx:configRequest", function (event) {
  var meta = document.querySelector('meta[name="csrf-token"]');
  if (meta) event.detail.headers["X-CSRF-Token"] = meta.content;
});
