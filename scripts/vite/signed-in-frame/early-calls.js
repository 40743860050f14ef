/*
 * A signed-in page's first calls, sent as shell.html is parsed (put before the frame's own script by
 * signed-in-frame-plugin.ts, production builds only: in the demo the fake backend's worker is not in control yet).
 * The own profile (webprofile), which the shell waits for before it shows any screen, and on the deck the deck's
 * call (webgetpeople), then its top photo: they run beside the downloads of the app's scripts instead of after
 * them, and go out before the frame's script asks for those scripts. Each request is built as
 * src/shared/api/client.ts builds it (multipart, the token as a Bearer header, `language` last, from the cookie as
 * src/shared/i18n/language-cookie.ts reads it) and left on window.__amoraEarlyCalls, where the API client adopts
 * its answer, once, for the very same request only (src/shared/api/early-calls.ts, docs/decisions/024-early-calls.md).
 * Sent for a signed-in member (the session as src/shared/session/session.ts reads it) under the app only.
 */
(function () {
  var frame = document.querySelector('[data-amora-frame]');
  if (!frame || typeof fetch !== 'function' || typeof FormData !== 'function') return;
  var setup, token, userId;
  try {
    setup = JSON.parse(frame.getAttribute('data-early-calls') || 'null');
    token = localStorage.getItem('session_token');
    userId = localStorage.getItem('session_userid');
  } catch {
    return;
  }
  var base = frame.getAttribute('data-base') || '/';
  var signedIn = /(?:^|;\s*)onboarded=true(?:;|$)/.test(document.cookie) && token && userId;
  if (!setup || !signedIn || location.pathname.indexOf(base + 'app/') !== 0) return;
  var cookie = /(?:^|;\s*)language=([^;]*)/.exec(document.cookie);
  var language = cookie ? decodeURIComponent(cookie[1]) : '';
  if (setup.languages.indexOf(language) < 0) language = setup.defaultLanguage;
  var here = location.pathname.slice(base.length).toLowerCase().replace(/\/$/, '');
  var calls = (window.__amoraEarlyCalls = []);

  // A multipart POST (`auth: 'token'` unless said) or, with no fields, a GET with the language as its query.
  var send = function (name, fields, auth) {
    var post = fields !== null;
    var sent = post ? fields.concat([['language', language]]) : [];
    var url = setup.api + name + (post ? '' : '?language=' + encodeURIComponent(language));
    var init = { method: post ? 'POST' : 'GET', headers: {} };
    var authorization = auth === 'public' ? null : 'Bearer ' + token;
    if (authorization) init.headers.Authorization = authorization;
    if (post) {
      init.body = new FormData();
      for (var i = 0; i < sent.length; i += 1) init.body.append(sent[i][0], sent[i][1]);
    }
    var answer = fetch(url, init).catch(function () {
      return null;
    });
    calls.push({ url: url, method: init.method, authorization: authorization, fields: sent, sentAt: Date.now(), answer: answer });
    return answer;
  };

  // What the shell sends as it starts, on every screen: its profile, the counts, the license check (src/main.tsx).
  send('webprofile', [['user_id', userId]]);
  send('webgetcounts', [['user_id', userId]]);
  send('checklicense', [['hostname', location.hostname]], 'public');
  if (here !== setup.deck.toLowerCase()) return;
  var deck = send('webgetpeople', [['user_id', userId], ['timestamp', String(Math.floor(Date.now() / 1000))]]);
  // The deck's ad slot asks whether ads are on (src/features/deck/components/ad-slot.tsx).
  send('admindatas', null, 'public');
  // The top card's photo, as the card will ask for it (its first photo, at high priority): in the HTTP cache
  // before the deck's screen has run (src/features/deck/photos-ahead.ts then finds it there).
  deck
    .then(function (response) {
      return response && response.ok ? response.clone().json() : null;
    })
    .then(function (answer) {
      var first = answer && answer.peoples && answer.peoples[0] && answer.peoples[0].imagess && answer.peoples[0].imagess[0];
      if (typeof first !== 'string' || first.trim() === '') return;
      var url = new URL(first, document.baseURI);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') return;
      var photo = new Image();
      photo.fetchPriority = 'high';
      photo.src = url.href;
      window.__amoraEarlyPhoto = photo;
    })
    .catch(function () {
      // No photo ahead: the deck's own fetch-ahead asks for it.
    });
})();
