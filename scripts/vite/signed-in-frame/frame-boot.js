/*
 * The signed-in frame's script (signed-in-frame-plugin.ts), parser-blocking right after the frame in shell.html's
 * #root: before the first paint it keeps the frame for a signed-in member's address under the app (the session as
 * src/shared/session/session.ts reads it: the `onboarded` cookie and the stored token), and removes it anywhere else
 * (a signed-out visitor, whom the guard sends to the login; an unknown address), so those paint as before.
 */
(function () {
  var frame = document.querySelector('[data-amora-frame]');
  if (!frame) return;
  var base = frame.getAttribute('data-base') || '/';
  var signedIn = false;
  try {
    signedIn = /(?:^|;\s*)onboarded=true(?:;|$)/.test(document.cookie) && Boolean(localStorage.getItem('session_token'));
  } catch {
    // Storage refused: the app decides, as before.
  }
  var path = location.pathname;
  if (!signedIn || path.indexOf(base + 'app/') !== 0) {
    frame.remove();
    return;
  }
  frame.setAttribute('data-shown', '');
  // What this address's screen adds and what every signed-in page loads (frame-preloads.ts), asked for now, beside
  // the entry, rather than once it has run: the screen first, what the page is for, then the rest, largest first
  // (largest-first.ts).
  var here = path.slice(base.length).toLowerCase();
  var preloads = null;
  try {
    preloads = JSON.parse(frame.getAttribute('data-preloads') || 'null');
  } catch {
    // A broken list: the entry asks for everything, as before.
  }
  var ask = function (files, rel, as) {
    for (var k = 0; k < (files || []).length; k += 1) {
      var link = document.createElement('link');
      link.rel = rel;
      if (as) link.as = as;
      link.crossOrigin = '';
      link.href = base + files[k];
      document.head.appendChild(link);
    }
  };
  var language = document.documentElement.lang;
  var parts = preloads ? [(preloads.screens || {})[here.replace(/\/$/, '')], preloads] : [];
  for (var p = 0; p < parts.length; p += 1) {
    if (!parts[p]) continue;
    ask(parts[p].modules, 'modulepreload');
    ask(parts[p].texts[language], 'modulepreload');
    ask(parts[p].styles, 'preload', 'style');
  }
  // Gone for good once the app shows more than its loading state: frame.css hides it in that same style change,
  // and a later loading state (a lazy screen, a signed-out page) never brings it back.
  var observer = new MutationObserver(function () {
    var root = document.getElementById('root');
    if (!root) return;
    for (var i = 0; i < root.children.length; i += 1) {
      if (root.children[i].getAttribute('role') !== 'status') {
        frame.remove();
        observer.disconnect();
        return;
      }
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  // The current place is marked as the shell marks it (NavLink's aria-current; React Router matches without case).
  var places = frame.querySelectorAll('[data-to]');
  for (var j = 0; j < places.length; j += 1) {
    var to = (places[j].getAttribute('data-to') || '').toLowerCase();
    if (here === to || here.indexOf(to + '/') === 0) places[j].setAttribute('data-current', '');
  }
  // A chat (/app/Message/<id>) fills a phone's screen without the shell's bars (app-shell.tsx).
  if (/^app\/Message\/[^/]+/.test(path.slice(base.length))) frame.setAttribute('data-full-screen', '');
})();
