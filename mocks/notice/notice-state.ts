/**
 * The names the demo notice's boot script (notice-boot.js, a plain file the page runs before its first
 * paint) shares with the fake backend and the tests; tests/unit/fake-backend/demo-notice.test.ts proves the
 * script uses these. The notice shows to a visitor who has not dismissed it yet, and again to anyone whose
 * URL says `?notice=on` (a reviewer showing it to someone else).
 */
export const NOTICE_DISMISSED_KEY = 'amora_demo_notice_dismissed';
/** On <html> while the notice shows (demo-notice.css keys its display and the page's height on it). */
export const NOTICE_SHOWN_ATTRIBUTE = 'data-demo-notice';
/** On <html> once the notice's "Open the Demo controls" was pressed, for a fake backend that had not started yet. */
export const CONTROLS_ASKED_ATTRIBUTE = 'data-demo-controls-asked';
/** Sent on document by the same button, for a fake backend already running. */
export const OPEN_CONTROLS_EVENT = 'amora:open-demo-controls';

/** Runs `open` when the notice asks for the Demo controls: at once if it asked before the fake backend started. */
export function onControlsAsked(open: () => void): void {
  const root = document.documentElement;
  const answer = () => {
    root.removeAttribute(CONTROLS_ASKED_ATTRIBUTE);
    open();
  };
  if (root.hasAttribute(CONTROLS_ASKED_ATTRIBUTE)) answer();
  document.addEventListener(OPEN_CONTROLS_EVENT, answer);
}
