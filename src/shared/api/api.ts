import { env } from '@/shared/config/env';
import { readLanguageCookie } from '@/shared/i18n/language-cookie';
import { endSession, readSession } from '@/shared/session/session';
import { createApiClient } from './client';

let ready: Promise<unknown> = Promise.resolve();

/** The composition root holds calls back until the fake backend is listening (mock mode). */
export function holdCallsUntil(promise: Promise<unknown>): void {
  ready = promise;
}

/** The one API client of the app. A refused token or a deactivated account ends the session; the route guard then shows the login. */
export const api = createApiClient({
  baseUrl: env.apiUrl,
  getToken: () => readSession()?.token ?? null,
  getLanguage: readLanguageCookie,
  onInvalidAccess: () => endSession('expired'),
  // A deactivated account's calls are refused; the login then says why (spec 3 section 4).
  onDeactivated: () => endSession('deactivated'),
  whenReady: () => ready,
});
