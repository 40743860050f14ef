import Cookies from 'js-cookie';
import { cookieNames } from './storage-keys';

/**
 * What the public pages hand to the sign-up form through the product's temporary
 * cookies (docs/product/flows.md#social-login): the social identity of a new member
 * (fbemail, fbid, fbname, fbpic) and a phone number verified by SMS
 * (signupmobileno). Session cookies: they end with the browser.
 */
export interface SignupSocialIdentity {
  email: string;
  id: string;
  name: string;
  picture: string;
}

const options = { path: '/', sameSite: 'lax' } as const;

export function keepSocialIdentity(identity: SignupSocialIdentity): void {
  Cookies.set(cookieNames.fbemail, identity.email, options);
  Cookies.set(cookieNames.fbid, identity.id, options);
  Cookies.set(cookieNames.fbname, identity.name, options);
  Cookies.set(cookieNames.fbpic, identity.picture, options);
}

export function readSocialIdentity(): SignupSocialIdentity | null {
  const id = Cookies.get(cookieNames.fbid);
  if (!id) return null;
  return {
    id,
    email: Cookies.get(cookieNames.fbemail) ?? '',
    name: Cookies.get(cookieNames.fbname) ?? '',
    picture: Cookies.get(cookieNames.fbpic) ?? '',
  };
}

export function keepSignupPhone(phone: string): void {
  Cookies.set(cookieNames.signupmobileno, phone, options);
}

export function readSignupPhone(): string {
  return Cookies.get(cookieNames.signupmobileno) ?? '';
}

/** Once the account exists, nothing of the sign-up stays behind. */
export function clearSignupCookies(): void {
  for (const name of [cookieNames.fbemail, cookieNames.fbid, cookieNames.fbname, cookieNames.fbpic, cookieNames.signupmobileno]) {
    Cookies.remove(name, { path: '/' });
  }
}
