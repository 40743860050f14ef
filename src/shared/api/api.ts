import { env } from '@/shared/config/env';
import { i18n } from '@/shared/i18n/i18n';
import { readLanguageCookie } from '@/shared/i18n/language-cookie';
import { endSession, readSession } from '@/shared/session/session';
import { createCallHold } from './call-hold';
import { createApiClient, type FakeBackendWatch } from './client';

const hold = createCallHold();
let fakeBackend: FakeBackendWatch | undefined;

/**
 * Mock mode, from the fake backend as its worker starts (mocks/controls/unanswered-calls.ts): a call whose answer did
 * not come from the fake backend fails as 'unanswered' (no sign-out), and the controls' log says so. Real mode never
 * calls it. Answers how to stop watching (for tests, which share this module).
 */
export function watchFakeBackendAnswers(watch: FakeBackendWatch): () => void {
  fakeBackend = watch;
  return () => {
    if (fakeBackend === watch) fakeBackend = undefined;
  };
}

/** Holds every call, those already waiting too, until this settles (the fake backend listening, in mock mode). */
export const holdCallsUntil = hold.holdUntil;

/** The one API client of the app. A refused token or a deactivated account ends the session; the route guard then shows the login. */
export const api = createApiClient({
  baseUrl: env.apiUrl,
  getToken: () => readSession()?.token ?? null,
  getLanguage: readLanguageCookie,
  onInvalidAccess: () => endSession('expired'),
  // A deactivated account's calls are refused; the login then says why (docs/product/fake-backend-and-demo.md#server-rules).
  onDeactivated: () => endSession('deactivated'),
  whenReady: hold.released,
  fakeBackend: () => fakeBackend,
  // A press while offline is refused with this (docs/decisions/019-offline-member.md); the common texts are always loaded.
  offlineMessage: () => i18n.t('common:offline.notSent'),
});
