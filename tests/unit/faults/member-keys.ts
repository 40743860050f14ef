import Cookies from 'js-cookie';

/**
 * The fault matrix's check that an ended session leaves nothing of the member behind: what a member
 * keeps in the browser (docs/product/calls.md#kept-in-the-browser, the chat's outbox and draft), set before the screen
 * opens, and what is still there after.
 */
export function keepMemberKeys(): void {
  localStorage.setItem('selected_premium', '2');
  localStorage.setItem('premium_price', '9.99');
  localStorage.setItem('currency', 'EUR');
  localStorage.setItem('chatTransLang', 'de');
  localStorage.setItem('boost_premium_popup', 'true');
  sessionStorage.setItem('chatOutbox:3', '[]');
  sessionStorage.setItem('chatDraft:3', 'See you');
}

/** What stays is the browser's, not the member's: the language, the deck's shortcuts setting, why the session ended, onboarded 'false'. */
const browserKeys = new Set(['deck_shortcuts', 'amora:session-end-reason', 'i18nextLng']);

export function memberKeysLeft(): string[] {
  const stored = [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((key) => !browserKeys.has(key));
  const cookies = Object.entries(Cookies.get())
    .filter(([name, value]) => name !== 'language' && !(name === 'onboarded' && value === 'false'))
    .map(([name]) => `cookie ${name}`);
  return [...stored, ...cookies];
}
