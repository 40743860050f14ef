import Cookies from 'js-cookie';
import { cookieNames, storageKeys } from './storage-keys';

/**
 * What the browser keeps for the signed-in member, beyond the session itself:
 * the plan or pack chosen, the purchase flags, the chat's translation language,
 * each chat's outbox and draft. None of it may outlive the session, or the next
 * member on this browser would inherit it (a plan, a pending message sent under
 * their name). The language cookie and the deck's shortcuts setting stay: they
 * belong to the browser, and the public pages read the language too.
 */
const memberLocalKeys = [
  storageKeys.token,
  storageKeys.userId,
  storageKeys.selectedPremium,
  storageKeys.premiumPrice,
  storageKeys.currency,
  storageKeys.selectedSuperLike,
  storageKeys.superLikePrice,
  storageKeys.selectedBoost,
  storageKeys.boostPrice,
  storageKeys.premiumPopup,
  storageKeys.boostPopup,
  storageKeys.superLikePopup,
  storageKeys.chatTransLang,
];

/** Per-chat keys in sessionStorage: `chatOutbox:<chatId>`, `chatDraft:<chatId>`. */
const memberSessionPrefixes = [`${storageKeys.chatOutbox}:`, `${storageKeys.chatDraft}:`];

/** The product's member cookies other than onboarded (which sign-out sets to 'false'): the token and the sign-up's temporary ones. */
const memberCookies = [
  cookieNames.mytoken,
  cookieNames.signuptab,
  cookieNames.signupmobileno,
  cookieNames.fbemail,
  cookieNames.fbid,
  cookieNames.fbname,
  cookieNames.fbpic,
];

export function forgetMemberKeys(): void {
  for (const key of memberLocalKeys) localStorage.removeItem(key);
  const sessionKeys = Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index) ?? '');
  for (const key of sessionKeys) {
    if (memberSessionPrefixes.some((prefix) => key.startsWith(prefix))) sessionStorage.removeItem(key);
  }
  for (const name of memberCookies) Cookies.remove(name, { path: '/' });
}
