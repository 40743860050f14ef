/** The names the product gives to what the client keeps (docs/product/calls.md#kept-in-the-browser). */
export const cookieNames = {
  onboarded: 'onboarded',
  language: 'language',
  signuptab: 'signuptab',
  signupmobileno: 'signupmobileno',
  fbemail: 'fbemail',
  fbid: 'fbid',
  fbname: 'fbname',
  fbpic: 'fbpic',
  mytoken: 'mytoken',
} as const;

export const storageKeys = {
  token: 'session_token',
  userId: 'session_userid',
  /** The premium plan chosen in the premium popup or on /app/Payment, its price and the server's currency. */
  selectedPremium: 'selected_premium',
  premiumPrice: 'premium_price',
  currency: 'currency',
  /** The super-like pack chosen. */
  selectedSuperLike: 'selected_superlikepremium',
  superLikePrice: 'superlikepremium_price',
  /** The boost pack chosen: the product names no key for it, so it follows the super-like pack's pattern. */
  selectedBoost: 'selected_boostpremium',
  boostPrice: 'boostpremium_price',
  /** One-time flags stored after a successful payment: the profile shows the benefits popup or the banner once. */
  premiumPopup: 'premium_popup',
  boostPopup: 'boost_premium_popup',
  superLikePopup: 'superlike_premium_popup',
  /** The chat's translation language. */
  chatTransLang: 'chatTransLang',
  /** Chat messages not yet confirmed by the server, per chat (sessionStorage): nothing lost on a reload. */
  chatOutbox: 'chatOutbox',
  /** A chat's unsent text, kept when a send is refused (sessionStorage). */
  chatDraft: 'chatDraft',
} as const;
