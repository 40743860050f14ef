import type { Ports } from '../ports';
import { connectRealChat } from './chat-socket';
import { realPayments } from './payments';
import { unconfigured } from './unconfigured';

/** The adapters for real mode. */
export const realPorts: Ports = {
  connectChat: connectRealChat,
  payments: realPayments,
  places: { suggest: async () => unconfigured('Places autocomplete'), resolve: async () => unconfigured('Places autocomplete') },
  translation: { languages: async () => unconfigured('Translation'), translate: async () => unconfigured('Translation') },
  phoneVerification: { sendCode: async () => unconfigured('Phone verification'), confirmCode: async () => unconfigured('Phone verification') },
  socialLogin: { signIn: async () => unconfigured('Social login') },
};
