// The deck builder's pick buttons and copy counts (templates/games/locm15/entry.html): a file of its own, as
// the Content-Security-Policy runs no inline script.
(function () {
  var text = document.getElementById('lc-deck-text');
  var rows = Array.prototype.slice.call(document.querySelectorAll('#lc-pool-rows tr'));
  function tokens() { return text.value.split(/[\s,;]+/).filter(function (t) { return t.length > 0; }); }
  function counts() {
    var n = {};
    tokens().forEach(function (t) { n[t] = (n[t] || 0) + 1; });
    rows.forEach(function (r) {
      var k = n[r.dataset.id] || 0;
      r.querySelector('.lc-copies').textContent = k;
      r.dataset.copies = k;
      r.classList.toggle('picked', k > 0);
      r.querySelector('.pick').setAttribute('aria-pressed', k > 0);
    });
  }
  function changed() { counts(); text.dispatchEvent(new Event('input', {bubbles: true})); }
  rows.forEach(function (r) {
    // the row's pick button (a click anywhere on the row presses it, see arena.js): a card in the deck goes out,
    // every copy of it; another comes in once. Done here rather than by the server, which a page without scripts asks.
    r.querySelector('.pick').addEventListener('click', function (event) {
      event.preventDefault();
      var t = tokens(), id = r.dataset.id;
      text.value = (t.indexOf(id) >= 0 ? t.filter(function (x) { return x !== id; }) : t.concat([id])).join(' ');
      changed();
    });
    r.querySelector('.lc-add').addEventListener('click', function () {
      text.value = tokens().concat([r.dataset.id]).join(' ');
      changed();
    });
    r.querySelector('.lc-remove').addEventListener('click', function () {
      var t = tokens(), i = t.lastIndexOf(r.dataset.id);
      if (i >= 0) { t.splice(i, 1); text.value = t.join(' '); changed(); }
    });
  });
  text.addEventListener('input', counts);
  function filter() {
    var cost = document.getElementById('lc-f-cost').value, type = document.getElementById('lc-f-type').value,
        kw = document.getElementById('lc-f-kw').value, area = document.getElementById('lc-f-area').value,
        sort = document.getElementById('lc-sort').value, shown = 0;
    rows.forEach(function (r) {
      var c = +r.dataset.cost;
      var ok = (cost === '' || (cost === '7' ? c >= 7 : c === +cost)) && (type === '' || r.dataset.type === type)
          && (kw === '' || r.dataset.kw.indexOf(kw) >= 0) && (area === '' || r.dataset.area === area);
      r.hidden = !ok;
      if (ok) shown++;
    });
    document.getElementById('lc-shown').textContent = shown;
    var key = function (r) { return sort === 'id' ? +r.dataset.id : sort === 'copies' ? -(+r.dataset.copies || 0) : sort === 'cost' ? +r.dataset.cost : -(+r.dataset[sort]); };
    var body = document.getElementById('lc-pool-rows');
    rows.slice().sort(function (a, b) { return key(a) - key(b) || a.dataset.id - b.dataset.id; }).forEach(function (r) { body.appendChild(r); });
  }
  ['lc-f-cost', 'lc-f-type', 'lc-f-kw', 'lc-f-area', 'lc-sort'].forEach(function (id) { document.getElementById(id).addEventListener('change', filter); });
  counts();
  filter();
})();
