import { api } from '@/shared/api/api';
import { paths } from '@/shared/routing/paths';
import { endSession, readSession } from '@/shared/session/session';
import { inSection } from '../lib/backend-section';
import { clock } from '../lib/clock';
import { setFaceCheckMode, type FaceCheckMode } from '../fakes/face-check';
import { chooseSocialIdentity, type SocialIdentityName } from '../fakes/social-login';
import { sentMessages, type SentMail, type SentSms } from '../fakes/side-effects';
import { db } from '../db/database';
import { hybrid } from '../hybrid/hybrid';
import { describePassthrough } from '../hybrid/passthrough-list';
import type { PaymentRecord } from '../db/purchase-records';
import { scenarioNames, type AppliedScenario, type ScenarioName } from '../scenarios/names';
import type { HostileInput, PlantedInput } from '../scenarios/hostile-input';
import { demoAccounts } from '../seed/demo-accounts';
import { signIn, type SignInAs } from '../testing/sign-in';
import { keptFaults, type KeptFaults } from './kept-faults';
import type { SocketFaults } from '../chat-server/socket-faults';
import { wireFaults, type WireFaults } from '../chat-server/wire-faults';
import type { StateLink } from './state-link';
import type { Fault } from './faults';
import { network, type Latency } from './network';
import { networkConditions, type NetworkCondition } from './network-conditions';
import { requestLog } from './request-log';
import { traffic, type Har } from './traffic';

/**
 * The controls (docs/product/fake-backend-and-demo.md#controls), one set of operations for the panel a
 * reviewer clicks and for tests (`window.__amora` in the browser).
 */
export type Persona = 'regular' | 'premium' | 'new';

/** What the fake third parties were asked to do, for e2e tests to read back. */
export interface SideEffects {
  mails: SentMail[];
  sms: SentSms[];
  payments: PaymentRecord[];
}

export interface FaultOptions {
  /**
   * The fault lasts across reloads of the tab (sessionStorage), from the first
   * call after each, until it is removed or cleared: for the calls the app makes
   * only as it starts (checklicense).
   */
  keepAfterReload?: boolean;
}

export interface ControlsHost {
  /** Empties and reseeds the database, and forgets what was saved. */
  reset(seed: number): Promise<void>;
  seed(): number;
  /** Moves the app to a path of the table (under the /web/ base) without reloading it; the app's router follows. */
  navigate(path: string): void;
  /** Puts a path of the table in place of the address opened, before the app's first render (no load, no history entry). */
  replace(path: string): void;
  /** Resolves once the page is out of the signed-in area: its guard has sent it to the login after the session ended. */
  leftSignedInArea(): Promise<void>;
  /** Leaves only so many bytes of storage room for what this tab keeps from now on (null: the browser's own); a host that keeps nothing has none. */
  limitStorageRoom?(bytes: number | null): void;
}

export function createControls(host: ControlsHost) {
  /**
   * Ends the session in the page, as a member signs out before another signs in. The guard's move to the login
   * (an effect, which a loaded machine runs late) is awaited: until then the screens of the session before are
   * up, and a call one of them makes once the next session has begun would name that member with the next
   * one's token, which the server refuses, ending the next session too.
   */
  async function leaveSession(): Promise<void> {
    endSession();
    await host.leftSignedInArea();
  }

  async function signInAs(persona: Persona): Promise<void> {
    await leaveSession();
    if (persona === 'new') {
      // The sign-up opened before the guard's move would be replaced by the bare login (?tab=signup dropped).
      host.navigate(paths.signup);
      return;
    }
    await signInWith(persona);
    host.navigate(paths.peopleNear);
  }

  /** Applies the scenario: the caller signs in as the member it names, if any, and decides where the app goes. */
  async function setUpScenario(name: ScenarioName): Promise<AppliedScenario> {
    // The scenarios build people with the generators, loaded only now: the fake backend's start goes without them.
    const { scenarios } = await import('../scenarios');
    return inSection(() => scenarios[name](readSession()?.userId ?? demoAccounts.regular.user_id));
  }

  async function applyScenario(name: ScenarioName): Promise<AppliedScenario> {
    const applied = await setUpScenario(name);
    if (applied.signIn) {
      await leaveSession();
      await signInWith(applied.signIn);
      host.navigate(paths.peopleNear);
    }
    return applied;
  }

  /** The persona and scenario of a state link, and its address; a link naming only a network signs nobody in and stays where it points. */
  async function openStateOf(link: StateLink): Promise<void> {
    if (link.persona === 'new') {
      endSession();
      host.replace(paths.signup);
      return;
    }
    if (!link.persona && !link.scenario) {
      host.replace(link.path);
      return;
    }
    const persona = link.persona ?? (readSession() || link.scenario === 'empty-account' ? undefined : 'regular');
    // Before the app's first render: no screen is up to send calls, and the new session simply replaces any.
    if (persona) await signInWith(persona);
    const applied = link.scenario ? await setUpScenario(link.scenario) : undefined;
    if (applied?.signIn) await signInWith(applied.signIn);
    const inSignedInArea = link.path === paths.app || link.path.startsWith(`${paths.app}/`);
    host.replace(inSignedInArea ? link.path : paths.peopleNear);
  }

  return {
    personas: { regular: demoAccounts.regular.email, premium: demoAccounts.premium.email } as const,

    /** Signs in as a demo member, or opens the sign-up for a new user. */
    signInAs,

    /**
     * Applies a named scenario (mocks/scenarios) for the signed-in member, or
     * the regular demo account when nobody is; the empty account signs in as
     * the new member. The database keeps it until the next reset.
     */
    applyScenario,
    scenarios: (): ScenarioName[] => [...scenarioNames],

    /**
     * Opens a state link (state-link.ts) before the app's first render (src/main.tsx waits for it): signs in
     * as its persona (the regular member when only a scenario is asked and nobody is signed in), applies its
     * scenario, then puts its address in place of the one opened, and sets the network condition it names. The app
     * then starts there, signed in: one load, and no guard of the app has run yet to send the page elsewhere.
     */
    async openStateLink(link: StateLink): Promise<void> {
      await openStateOf(link);
      // Last: the sign-in and the scenario are the fake backend's own setting up, not calls of the member's.
      if (link.network) networkConditions.set(link.network);
    },

    /**
     * Puts the given texts and URLs into every name, text and image the
     * signed-in member's screens show (the XSS corpus of tests/e2e/xss-corpus.ts):
     * `__amora.plantHostileInput({ texts, urls })`.
     */
    async plantHostileInput(input: HostileInput): Promise<PlantedInput> {
      const { plantHostileInput } = await import('../scenarios/hostile-input');
      return inSection(() => plantHostileInput({ texts: input.texts, urls: input.urls, memberId: readSession()?.userId ?? demoAccounts.regular.user_id }));
    },

    /** Mails and SMS codes sent and payments taken since the last reset, oldest first. */
    sideEffects: (): SideEffects => ({
      mails: sentMessages.mails(),
      sms: sentMessages.sms(),
      payments: db.payments.all().map((payment) => ({ ...payment })),
    }),

    signOut(): void {
      endSession();
      host.navigate(paths.login);
    },

    async reset(seed: number = host.seed()): Promise<void> {
      // Signed out before the data goes, as for a switch: a screen still up would call the reseeded backend with a
      // token it no longer holds, and that refusal would end the session as expired, which the login then says.
      await leaveSession();
      network.clear();
      keptFaults.forget();
      clock.reset();
      requestLog.clear();
      traffic.clear();
      sentMessages.clear();
      await host.reset(seed);
      host.navigate(paths.login);
    },
    seed: () => host.seed(),

    /**
     * The whole network as a member on a train meets it (network-conditions.ts): 'offline' (every call fails as the
     * browser reports it, the chat socket drops, `navigator.onLine` false), 'slow-3g', 'flapping', or 'online'.
     */
    setNetwork: (condition: NetworkCondition) => networkConditions.set(condition),
    network: (): NetworkCondition => networkConditions.current(),
    /** Every chat connection drops now, as in a tunnel; each client tries again a second later. */
    dropSocket: async () => (await import('../chat-server/mock-socket-server')).closeEveryConnection('dropped by the controls'),
    /** The next handshake(s) meet a refused connection; the client tries again a second later. */
    refuseNextHandshake: async (times = 1) => (await loadSocketFaults()).refuseNextHandshake(times),
    /** Every chat delivery to the page arrives `ms` later (null: at once again). */
    delayDeliveries: async (ms: number | null) => (await loadSocketFaults()).delayDeliveries(ms),
    /** The next `count` chat deliveries to the page go out in reverse order. */
    reorderDeliveries: async (count = 2) => (await loadSocketFaults()).reorderDeliveries(count),

    setLatency: (latency: Latency) => network.setLatency(latency),
    latency: () => network.latency(),
    /** A fault on one call (null removes it); `{ keepAfterReload: true }` keeps it across reloads. */
    injectFault(call: string, fault: Fault | null, { keepAfterReload = false }: FaultOptions = {}): void {
      network.injectCallFault(call, fault);
      keptFaults.set('calls', call, keepAfterReload ? fault : null);
    },
    injectChatFault(event: string, fault: Fault | null, { keepAfterReload = false }: FaultOptions = {}): void {
      network.injectChatFault(event, fault);
      keptFaults.set('chatEvents', event, keepAfterReload ? fault : null);
    },
    faults: () => network.faults(),
    /** The faults that will be back after a reload. */
    keptFaults: (): KeptFaults => keptFaults.read(),
    clearFaults(): void {
      network.clear();
      keptFaults.forget();
    },

    /**
     * Leaves only `bytes` of storage room for what this tab keeps from now on, as on a nearly full phone
     * (null gives the browser's own back): a call that would keep more is refused, saying storage is full.
     */
    limitStorageRoom: (bytes: number | null) => host.limitStorageRoom?.(bytes),

    /** Moves the fake clock forward: boost, premium and session expiry without waiting. */
    advanceClock(ms: number): void {
      clock.advance(ms);
      // Kept with the database, for every tab (an empty section stores the clock it finds moved).
      void inSection(() => undefined);
    },
    now: () => clock.now(),

    chooseSocialIdentity: (name: SocialIdentityName | null) => chooseSocialIdentity(name),
    setFaceCheckMode: (mode: FaceCheckMode) => setFaceCheckMode(mode),

    /**
     * Hybrid mode (docs/guide/hybrid-mode.md): the real server's API base and the calls it answers, the session
     * calls that came with them marked "(for the session)"; no calls when the fake backend answers all.
     */
    realCalls: (): { upstream: string; calls: string[] } => ({ upstream: hybrid.upstream(), calls: describePassthrough(hybrid.list()) }),

    log: () => requestLog.entries(),
    clearLog: () => requestLog.clear(),
    /** The calls and answers since the last reset as a HAR 1.2 log, the file browsers and mock tools import. */
    har: (): Har => traffic.har(),
  };
}

/**
 * The socket faults in place on the chat server's wire, loaded with the first one asked for: the fake backend's
 * start goes without them (its size budget). The same ones while in place, so a second fault adds to the first.
 */
async function loadSocketFaults(): Promise<SocketFaults> {
  const current = wireFaults.current();
  if (current && isSocketFaults(current)) return current;
  const { createSocketFaults } = await import('../chat-server/socket-faults');
  return wireFaults.install(createSocketFaults());
}

const isSocketFaults = (faults: WireFaults): faults is SocketFaults => 'reorderDeliveries' in faults;

/** A member signed in as the app signs one in: the session, then "online" (the login screen's next call). */
async function signInWith(who: SignInAs): Promise<void> {
  const { userId } = await signIn(who);
  await api.call('webonlinestatus', { user_id: userId, status: '1' });
}

export type Controls = ReturnType<typeof createControls>;
