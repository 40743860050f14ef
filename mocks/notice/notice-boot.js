/*
 * The demo notice's script (mock-mode builds only, scripts/vite/demo-notice-plugin.ts), parser-blocking
 * right after the notice's markup at the start of <body>: before anything of the page below is parsed or
 * painted it decides whether the notice (notice-markup.ts) shows and how tall it is, so it is there from
 * the first paint or not at all, and nothing moves when the app or the fake backend arrive. Its buttons work from then on, before either has loaded. The key and the rule repeat
 * notice-state.ts (tests/unit/fake-backend/demo-notice.test.ts holds them together).
 */
(function () {
  var KEY = 'amora_demo_notice_dismissed';
  var root = document.documentElement;
  var shown = false;
  try {
    if (new URLSearchParams(location.search).get('notice') === 'on') {
      localStorage.removeItem(KEY);
      shown = true;
    } else {
      shown = localStorage.getItem(KEY) !== '1';
    }
  } catch {
    // Storage refused (privacy settings): a notice that could never stay dismissed would come on every page.
  }
  if (!shown) return;
  root.setAttribute('data-demo-notice', 'shown');

  // Its height, for the full-height layouts (demo-notice.css): measured now, before the page below it is
  // even parsed (this script comes right after the notice, and the head's stylesheets are in), then again
  // as the language or the width rewraps its text.
  var notice = document.getElementById('amora-demo-notice');
  if (!notice) return;
  // Written only when it changes: a custom property set on <html> restyles the whole page, and the observer's
  // first report (at the first frame, with the app's shell in the page) repeats the height measured here.
  var written = '';
  function measure() {
    if (!notice.isConnected) return;
    var height = notice.offsetHeight + 'px';
    if (height === written) return;
    written = height;
    root.style.setProperty('--demo-notice-block-size', height);
  }
  measure();
  new ResizeObserver(measure).observe(notice);

  document.addEventListener('click', function (event) {
    var button = event.target instanceof Element ? event.target.closest('[data-demo-notice-action]') : null;
    if (!button) return;
    try {
      localStorage.setItem(KEY, '1');
    } catch {
      // Not remembered, but gone from this page.
    }
    notice.remove();
    written = '';
    root.removeAttribute('data-demo-notice');
    root.style.removeProperty('--demo-notice-block-size');
    if (button.getAttribute('data-demo-notice-action') === 'open-controls') {
      // The controls come with the fake backend (mocks/browser.ts), which may still be on its way: it
      // finds the request on <html> when it starts, or hears it now.
      root.setAttribute('data-demo-controls-asked', '');
      document.dispatchEvent(new Event('amora:open-demo-controls'));
    }
  });
})();
