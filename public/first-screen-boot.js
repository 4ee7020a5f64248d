// The app's loader on pages the server sends with their first screen already drawn (the sign-in
// page, server/modules/web-app/first-screens.ts). Those pages carry no module script of their own:
// once that screen has painted, this script adds the entry (data-entry), the chunks that need
// nothing of it as module scripts that run as soon as they arrive (data-early), and modulepreload
// links for the rest (data-modules), so the screen is up before the app's scripts download and
// run. The app's first render then replaces the screen with the same screen, live (src/main.tsx).
(function () {
  var script = document.currentScript;
  if (!script) return;
  var entry = script.getAttribute('data-entry');
  var early = (script.getAttribute('data-early') || '').split(' ');
  var modules = (script.getAttribute('data-modules') || '').split(' ');
  var started = false;

  // A page whose next screen writes dates, numbers and countries (data-intl-locale) comes with
  // this script blocking the parser: the browser loads its Intl data now, while the stylesheets
  // download, rather than in one long task once the page is up (issue 21 §6).
  var locale = script.getAttribute('data-intl-locale');
  if (locale) {
    try {
      Intl.DateTimeFormat().resolvedOptions();
      new Intl.DateTimeFormat(locale, { day: '2-digit', month: 'short', hour: 'numeric' }).format(
        0,
      );
      new Intl.NumberFormat(locale).format(1);
      new Intl.DisplayNames([locale.split('-')[0]], { type: 'region' }).of('SA');
    } catch {
      // An engine without them: the app's own formatters load the data instead.
    }
  }

  // All added to the head at once: one insertion, not one (and its style check) per file.
  var added = document.createDocumentFragment();

  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    added.appendChild(element);
  }

  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < early.length; i++) {
      if (early[i]) add('script', { type: 'module', crossorigin: '', src: early[i] });
    }
    for (var j = 0; j < modules.length; j++) {
      if (modules[j]) add('link', { rel: 'modulepreload', crossorigin: '', href: modules[j] });
    }
    if (entry) add('script', { type: 'module', crossorigin: '', src: entry });
    document.head.appendChild(added);
  }

  function schedule() {
    // After the frame that paints the screen; a page opened in the background paints no frames.
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    setTimeout(start, 1000);
  }

  // Once the page is parsed: the deferred scripts before the app's (zod-jitless.js) have run then,
  // also where this one ran first, blocking the parser.
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', schedule, { once: true });
  } else {
    schedule();
  }
})();
