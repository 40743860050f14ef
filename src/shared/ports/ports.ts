import type { ConnectChatSocket } from './chat-socket';
import type { PaymentsPort } from './payments';
import type { PhoneVerificationPort } from './phone-verification';
import type { PlacesPort } from './places';
import type { SocialLoginPort } from './social-login';
import type { TranslationPort } from './translation';

/** Everything outside the app and its API. The composition root provides real or fake adapters. */
export interface Ports {
  connectChat: ConnectChatSocket;
  payments: PaymentsPort;
  places: PlacesPort;
  translation: TranslationPort;
  phoneVerification: PhoneVerificationPort;
  socialLogin: SocialLoginPort;
}

let provided: Promise<Ports> | (() => Promise<Ports>) | null = null;

/**
 * Called once, by src/main.tsx (or a test or story setting up fakes). A function is called at the first getPorts(),
 * not before: the real adapters (socket.io's client among them) load when a screen first needs one, not with every
 * page (docs/decisions/024-early-calls.md).
 */
export function providePorts(ports: Ports | Promise<Ports> | (() => Promise<Ports>)): void {
  provided = typeof ports === 'function' ? ports : Promise.resolve(ports);
}

/** The adapters, once the composition root has chosen them. */
export function getPorts(): Promise<Ports> {
  if (!provided) return Promise.reject(new Error('No ports provided: the composition root must call providePorts'));
  if (typeof provided === 'function') provided = provided();
  return provided;
}
