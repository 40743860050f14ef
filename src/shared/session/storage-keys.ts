/** The names the specs give to what the client keeps (spec 1 section 3). */
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
  /** The chat's translation language (spec 2 section 3). */
  chatTransLang: 'chatTransLang',
  /** Chat messages not yet confirmed by the server, per chat (sessionStorage): nothing lost on a reload. */
  chatOutbox: 'chatOutbox',
  /** A chat's unsent text, kept when a send is refused (sessionStorage). */
  chatDraft: 'chatDraft',
} as const;
