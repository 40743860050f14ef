import type { Ports } from '@/shared/ports/ports';
import { connectFakeChat } from '../chat-server/connect';
import { fakePayments } from './payments';
import { fakePhoneVerification } from './phone-verification';
import { fakePlaces } from './places';
import { fakeSocialLogin } from './social-login';
import { fakeTranslation } from './translation';

/** The adapters for mock mode: every third party faked in the browser. */
export const fakePorts: Ports = {
  connectChat: connectFakeChat,
  payments: fakePayments,
  places: fakePlaces,
  translation: fakeTranslation,
  phoneVerification: fakePhoneVerification,
  socialLogin: fakeSocialLogin,
};
