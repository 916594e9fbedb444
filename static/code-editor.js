// The team page's code editor (issue 26): each "Or paste a one-file bot here" textarea becomes a CodeMirror editor with
// the highlighting of the language chosen in its form. Without JavaScript (or before this runs) the textarea is the
// editor; CodeMirror writes its text back into the textarea when the form is submitted, so the upload is the same.
(function () {
  'use strict';
  // the languages' ids (the languages table) to CodeMirror's modes; an administrator's own language gets plain text
  var MODES = {
    python3: 'python',
    java: 'text/x-java',
    cpp17: 'text/x-c++src',
    c: 'text/x-csrc',
    javascript: 'javascript'
  };

  function modeOf(select) {
    return select && MODES[select.value] ? MODES[select.value] : 'text/plain';
  }

  function upgrade(root) {
    if (typeof CodeMirror === 'undefined' || !root.querySelectorAll) return;
    var boxes = root.querySelectorAll('textarea.code-box:not([data-editor])');
    Array.prototype.forEach.call(boxes, function (box) {
      box.setAttribute('data-editor', 'codemirror');
      var form = box.form;
      var language = form ? form.querySelector('select[name="language"]') : null;
      var editor = CodeMirror.fromTextArea(box, {
        mode: modeOf(language),
        lineNumbers: true,
        indentUnit: 4,
        tabSize: 4,
        viewportMargin: 20,
        screenReaderLabel: 'Source of a one-file bot'
      });
      editor.getWrapperElement().classList.add('code-editor');
      if (language) {
        language.addEventListener('change', function () {
          editor.setOption('mode', modeOf(language));
        });
      }
    });
  }

  function start() {
    upgrade(document);
    // the hosted box is loaded into the page by htmx, after the page itself
    document.body.addEventListener('htmx:load', function (e) {
      upgrade(e.detail && e.detail.elt ? e.detail.elt : document);
    });
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
