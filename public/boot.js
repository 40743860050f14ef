/*
 * Render-blocking, before the first paint (index.html): the page's language and direction from the
 * language cookie, so that a prerendered page shows its copy in that language (prerendered.css) and no
 * English flashes before a French or Arabic page. A file, not an inline script: the
 * Content-Security-Policy allows scripts of the app's own origin only. The names repeat
 * src/shared/i18n/languages.ts, src/shared/session/ and src/app/prerender/prerendered-copy.ts
 * (tests/unit/app/boot-script.test.ts holds them together). It also puts a prerendered page's scripts in
 * place once the page is painted (below).
 */
(function () {
  var root = document.documentElement;
  var cookies = {};
  document.cookie.split(';').forEach(function (pair) {
    var at = pair.indexOf('=');
    if (at <= 0) return;
    try {
      cookies[pair.slice(0, at).trim()] = decodeURIComponent(pair.slice(at + 1).trim());
    } catch {
      // Another site's malformed cookie on this host: not one of ours.
    }
  });
  var language = ['en', 'fr', 'ar'].indexOf(cookies.language) >= 0 ? cookies.language : 'en';
  root.lang = language;
  root.dir = language === 'ar' ? 'rtl' : 'ltr';

  // What the app will render instead of the prerendered page (src/app/prerender/mount-app.tsx): a
  // member goes on to /app; a query or another address is another screen; a session that ended shows why.
  var path = root.getAttribute('data-prerendered-path');
  if (path === null) return;
  var here = location.pathname.slice('/web'.length) || '/';
  var endReason = null;
  try {
    endReason = sessionStorage.getItem('amora:session-end-reason');
  } catch {
    // Storage refused (privacy settings): the app reads none either.
  }
  var replaced = cookies.onboarded === 'true' || location.search !== '' || here !== path || endReason;
  if (replaced) root.classList.add('prerender-replaced');

  // The page's scripts (the entry and its modulepreloads) wait in a <template> of <head> until the page is
  // painted: until then its stylesheets and font have the network to themselves. A page the app renders
  // afresh paints nothing of its own, and a hidden one nothing yet: theirs come once the page is parsed.
  if (replaced || document.visibilityState === 'hidden') whenParsed(releaseScripts);
  else afterFirstPaint(releaseScripts);

  function releaseScripts() {
    var held = document.querySelector('template[data-after-first-paint]');
    if (!held) return;
    held.remove();
    document.head.appendChild(document.importNode(held.content, true));
  }

  function whenParsed(then) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', then);
    else then();
  }

  function afterFirstPaint(then) {
    var done = false;
    var once = function () {
      if (done) return;
      done = true;
      then();
    };
    var observer = window.PerformanceObserver;
    if (observer && observer.supportedEntryTypes && observer.supportedEntryTypes.indexOf('paint') >= 0) {
      // Told once the first frame with content is on screen, not as it is drawn.
      new observer(function (list) {
        if (list.getEntriesByName('first-contentful-paint').length > 0) once();
      }).observe({ type: 'paint', buffered: true });
    } else {
      requestAnimationFrame(function () {
        setTimeout(once, 0);
      });
    }
    // A page hidden before its paint says nothing more until shown; a page that never reports one still gets its app.
    document.addEventListener('visibilitychange', once);
    setTimeout(once, 3000);
  }
})();
