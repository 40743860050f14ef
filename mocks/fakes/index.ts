import type { Ports } from '@/shared/ports/ports';
import { connectFakeChat } from '../chat-server/connect';
import { fakePhoneVerification } from './phone-verification';
import { fakeSocialLogin } from './social-login';
import { fakeTranslation } from './translation';

/** The adapters for mock mode: every third party faked in the browser. */
export const fakePorts: Ports = {
  connectChat: connectFakeChat,
  // Loaded when a payment screen draws its card form, as the real drop-in is: not part of the fake backend's start.
  payments: { createDropIn: async (options) => (await import('./payments')).fakePayments.createDropIn(options) },
  // Loaded when somebody types a place, as the real service's script is: a list of cities not part of the start.
  places: {
    suggest: async (query, language) => (await import('./places')).fakePlaces.suggest(query, language),
    resolve: async (suggestion) => (await import('./places')).fakePlaces.resolve(suggestion),
  },
  translation: fakeTranslation,
  phoneVerification: fakePhoneVerification,
  socialLogin: fakeSocialLogin,
};
