/*
 * Render-blocking, before the first paint (index.html): the page's language and direction from the
 * language cookie, so that a prerendered page shows its copy in that language (prerendered.css) and no
 * English flashes before a French or Arabic page. A file, not an inline script: the
 * Content-Security-Policy allows scripts of the app's own origin only. The names repeat
 * src/shared/i18n/languages.ts, src/shared/session/ and src/app/prerender/prerendered-copy.ts
 * (tests/unit/app/boot-script.test.ts holds them together).
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
  if (cookies.onboarded === 'true' || location.search !== '' || here !== path || endReason) root.classList.add('prerender-replaced');
})();
