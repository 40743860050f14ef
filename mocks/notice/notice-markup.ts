/**
 * The demo notice's HTML, written into every page of a mock-mode build by the Vite plugin
 * (scripts/vite/demo-notice-plugin.ts): it is in the page as it first paints, before any script of the
 * app or the fake backend has come, so it neither arrives seconds later nor moves what the visitor is
 * already using. One copy per language, as the prerendered pages have (docs/decisions/002): demo-notice.css
 * shows the one of <html lang>, which public/boot.js sets from the cookie before the first paint and the
 * app changes with the language. notice-boot.js decides whether it shows and makes its buttons work.
 */

export interface NoticeTexts {
  label: string;
  title: string;
  text: string;
  openControls: string;
  dismiss: string;
}

/** The id the boot script and the tests find it by. */
export const NOTICE_ID = 'amora-demo-notice';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (character) => escapes[character] ?? character);

export function noticeMarkup(textsByLanguage: Record<string, NoticeTexts>): string {
  const copies = Object.entries(textsByLanguage).map(
    ([language, texts]) =>
      `<aside class="amora-demo-notice__bar" lang="${escape(language)}" aria-label="${escape(texts.label)}">` +
      `<p class="amora-demo-notice__text"><strong>${escape(texts.title)}</strong> ${escape(texts.text)}</p>` +
      '<span class="amora-demo-notice__actions">' +
      `<button type="button" class="amora-demo-notice__primary" data-demo-notice-action="open-controls">${escape(texts.openControls)}</button>` +
      `<button type="button" class="amora-demo-notice__secondary" data-demo-notice-action="dismiss">${escape(texts.dismiss)}</button>` +
      '</span></aside>',
  );
  return `<div id="${NOTICE_ID}" class="amora-demo-notice">${copies.join('')}</div>`;
}
