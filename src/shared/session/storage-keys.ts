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
} as const;
