import { api } from '@/shared/api/api';
import { paths } from '@/shared/routing/paths';
import { endSession, startSession } from '@/shared/session/session';
import { clock } from '../lib/clock';
import { setFaceCheckMode, type FaceCheckMode } from '../fakes/face-check';
import { chooseSocialIdentity, type SocialIdentityName } from '../fakes/social-login';
import { DEMO_PASSWORD, demoAccounts } from '../seed/demo-accounts';
import { network, type Fault, type Latency } from './network';
import { requestLog } from './request-log';

/**
 * The controls of spec 3 section 7, one set of operations for the panel a
 * reviewer clicks and for tests (`window.__amora` in the browser).
 */
export type Persona = 'regular' | 'premium' | 'new';

export interface ControlsHost {
  /** Empties and reseeds the database, and forgets what was saved. */
  reset(seed: number): Promise<void>;
  seed(): number;
  /** Moves the app to a path of the table (under the /web/ base) without reloading it; the app's router follows. */
  navigate(path: string): void;
}

export function createControls(host: ControlsHost) {
  return {
    personas: { regular: demoAccounts.regular.email, premium: demoAccounts.premium.email } as const,

    /** Signs in as a demo member, or opens the sign-up for a new user. */
    async signInAs(persona: Persona): Promise<void> {
      if (persona === 'new') {
        endSession();
        host.navigate(paths.signup);
        return;
      }
      const email = demoAccounts[persona].email;
      const { peoples } = await api.call('webemaillogin', { email, password: DEMO_PASSWORD });
      startSession({ userId: peoples.user_id, token: peoples.token });
      await api.call('webonlinestatus', { user_id: peoples.user_id, status: '1' });
      host.navigate(paths.peopleNear);
    },

    signOut(): void {
      endSession();
      host.navigate(paths.login);
    },

    async reset(seed: number = host.seed()): Promise<void> {
      network.clear();
      clock.reset();
      requestLog.clear();
      await host.reset(seed);
      endSession();
      host.navigate(paths.login);
    },
    seed: () => host.seed(),

    setLatency: (latency: Latency) => network.setLatency(latency),
    latency: () => network.latency(),
    injectFault: (call: string, fault: Fault | null) => network.injectCallFault(call, fault),
    injectChatFault: (event: string, fault: Fault | null) => network.injectChatFault(event, fault),
    faults: () => network.faults(),
    clearFaults: () => network.clear(),

    /** Moves the fake clock forward: boost, premium and session expiry without waiting. */
    advanceClock(ms: number): void {
      clock.advance(ms);
    },
    now: () => clock.now(),

    chooseSocialIdentity: (name: SocialIdentityName | null) => chooseSocialIdentity(name),
    setFaceCheckMode: (mode: FaceCheckMode) => setFaceCheckMode(mode),

    log: () => requestLog.entries(),
    clearLog: () => requestLog.clear(),
  };
}

export type Controls = ReturnType<typeof createControls>;
