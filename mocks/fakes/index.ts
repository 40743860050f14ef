import type { Ports } from '@/shared/ports/ports';
import { connectRealChat } from '@/shared/ports/real/chat-socket';
import { realPayments } from '@/shared/ports/real/payments';
import { fakePhoneVerification } from './phone-verification';
import { fakePlaces } from './places';
import { fakeSocialLogin } from './social-login';
import { fakeTranslation } from './translation';

/** The adapters for mock mode: every third party faked in the browser. */
export const fakePorts: Ports = {
  connectChat: connectRealChat,
  payments: realPayments,
  places: fakePlaces,
  translation: fakeTranslation,
  phoneVerification: fakePhoneVerification,
  socialLogin: fakeSocialLogin,
};
