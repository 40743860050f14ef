import Cookies from 'js-cookie';
import type { LanguageCode } from '@/shared/api/contract/common';
import { cookieNames } from '@/shared/session/storage-keys';
import { DEFAULT_LANGUAGE, isLanguageCode } from './languages';

/** The chosen language lives in the `language` cookie; every call sends it. */
export function readLanguageCookie(): LanguageCode {
  const stored = Cookies.get(cookieNames.language);
  return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
}

export function writeLanguageCookie(code: LanguageCode): void {
  Cookies.set(cookieNames.language, code, { expires: 365, path: '/', sameSite: 'lax' });
}
