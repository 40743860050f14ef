import { waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient, RETRY_DELAY_MS } from '@/app/query-client';
import { AppRoutes } from '@/app/router';
import { INVALID_ACCESS } from '@/shared/api/rules';
import { providePorts } from '@/shared/ports/ports';
import { Spinner } from '@/shared/ui/spinner';
import { stopFakeChatServer } from '@mocks/chat-server/mock-socket-server';
import { faultOn, type CallFault } from '@mocks/controls/faults';
import { fakePorts } from '@mocks/fakes';
import { server } from '@mocks/node';
import { signIn, type DemoPersona } from '@mocks/testing/sign-in';
import { callLimitOf, callLimitsOnTheClock, moveClock, timerPending, useMovableClock } from '../support/movable-clock';
import { renderScreen } from '../support/render';
import { countCalls, type CallCounter } from '../support/requests';
import { STATE_WAIT } from '../support/waits';
import { judgeScreen, type Expectation, type Judgement } from './defined-state';
import { login, type CallUnderFault, type ScreenUnderFault } from './fault-cases';
import { keepMemberKeys, memberKeysLeft } from './member-keys';

/**
 * The faults each call is tried under, in the one vocabulary (mocks/controls/faults.ts): 'no-answer' holds the call
 * until the client's own limit ends it (a timeout), and an expired token is the server's refusal of a token it no
 * longer honours (12 hours of its clock, or revoked).
 */
export const matrixFaults = {
  'server-error': 'server-error',
  'network-failure': 'network-failure',
  'malformed-response': 'malformed-response',
  'no-answer': 'no-answer',
  'expired-token': { message: INVALID_ACCESS },
} as const satisfies Record<string, CallFault>;
export type MatrixFault = keyof typeof matrixFaults;
export const faults = Object.keys(matrixFaults) as MatrixFault[];

export interface Hits {
  count: number;
  /** The signals of the calls a 'no-answer' fault holds: each fails once the clock passes its limit. */
  held: AbortSignal[];
}

/** The fault on the call (or only on its requests that carry `only.field`), each request it meets counted. */
export function faultOnEntry({ call, only }: CallUnderFault, fault: MatrixFault, hits: Hits, onHit?: () => void) {
  const carriesField = only && (async (request: Request) => Boolean((await request.clone().formData().catch(() => null))?.has(only.field)));
  return faultOn(call, matrixFaults[fault], {
    when: carriesField,
    onHit: (request) => {
      hits.count += 1;
      if (fault === 'no-answer') hits.held.push(request.signal);
      onHit?.();
    },
  });
}

/** The call as it appears in a request: `webprofile`, or `webprofile[chat_id]` for the shape the table singles out. */
export async function requestKey(request: Request, calls: readonly CallUnderFault[]): Promise<string> {
  const name = new URL(request.url).pathname.replace(/.*\/api\//, '');
  const singled = calls.filter((entry) => entry.call === name && entry.only);
  if (singled.length === 0) return name;
  const form = await request.clone().formData().catch(() => null);
  const match = singled.find((entry) => entry.only && form?.has(entry.only.field));
  return match?.only ? `${name}[${match.only.field}]` : name;
}

export const tableKey = ({ call, only }: CallUnderFault) => (only ? `${call}[${only.field}]` : call);

/** Renders the whole route table signed in as the regular member (or `as`), as the app runs it, with a way to tell when no call is in flight. */
export async function renderSignedIn(
  screen: ScreenUnderFault,
  { beforeRender, as = 'regular' }: { beforeRender?: (memberId: string) => void | Promise<void>; as?: DemoPersona } = {},
) {
  const { userId } = await signIn(as);
  const route = await screen.route(userId);
  await beforeRender?.(userId);
  const queryClient = createQueryClient();
  const crashes: unknown[] = [];
  const view = await renderScreen(
    // As the app's frame (src/app/app.tsx) has it: a crash is caught and counted; a screen on its way shows the spinner.
    <ErrorBoundary fallbackRender={() => <p>The screen crashed</p>} onError={(error) => crashes.push(error)}>
      <Suspense fallback={<Spinner />}>
        <AppRoutes />
      </Suspense>
    </ErrorBoundary>,
    { route, queryClient },
  );
  const inFlight = () => queryClient.isFetching() + queryClient.isMutating();
  return { view, queryClient, idle: () => inFlight() === 0, inFlight, crashes };
}

/** The screen's part of the page: the shell's <main> (its sidebar is the same on every screen), or the whole page off the shell. */
export function screenArea(): HTMLElement {
  return document.querySelector<HTMLElement>('main') ?? document.body;
}


export const tally = { tried: 0, held: 0, failures: [] as string[] };

/**
 * One test per screen, call and fault: the call fails that way, the screen settles (the fault
 * delivered, no call in flight), and its state must hold. The count is printed at the end.
 */
export function describeFaultMatrix(part: string, screensUnderFault: ScreenUnderFault[]) {
  beforeAll(() => {
    // The files of a worker share this module: each counts its own part.
    Object.assign(tally, { tried: 0, held: 0, failures: [] });
  });

  afterAll(() => {
    // The suite reports the count; each file of the matrix prints its part.
    console.log(`Faults: ${tally.tried} cases tried, ${tally.held} held (${part})`);
    for (const failure of tally.failures) console.log(`  did not hold: ${failure}`);
  });

  beforeEach(() => providePorts(fakePorts));
  afterEach(() => stopFakeChatServer());

  for (const screen of screensUnderFault) {
    describe(screen.name, () => {
      it('baseline: the table lists every call the screen makes on entry, and the screen loads', async () => {
        let calls: CallCounter | undefined;
        try {
          if (screen.wait) useMovableClock();
          // Watching from the render on: the sign-in and the route's own look-ups are the test's, not the screen's.
          const { idle } = await renderSignedIn(screen, { beforeRender: () => void (calls = countCalls()) });
          await endTheScreensWait(screen, () => false);
          const loaded = await settledJudgement({ named: screen.ready, label: 'the loaded screen' });
          expect(loaded, loaded.reason).toMatchObject({ held: true });
          await waitFor(() => expect(idle()).toBe(true));
        } finally {
          calls?.stop();
        }
        const seen = new Set(await Promise.all((calls?.requests ?? []).map((request) => requestKey(request, screen.calls))));
        const shell = new Set(['webprofile', 'webgetcounts']);
        const listed = new Set(screen.calls.map(tableKey));
        expect([...seen].filter((key) => !shell.has(key) && !listed.has(key)), 'calls the table does not list').toEqual([]);
        expect([...listed].filter((key) => !shell.has(key) && !seen.has(key)), 'listed calls the screen does not make').toEqual([]);
      });

      for (const entry of screen.calls) {
        for (const fault of faults) {
          it(`${entry.only ? `${entry.only.label} ` : ''}${entry.call}: ${fault}`, async () => {
            const hits: Hits = { count: 0, held: [] };
            server.use(faultOnEntry(entry, fault, hits));
            const expired = fault === 'expired-token';
            if (screen.wait || fault === 'no-answer' || fault === 'network-failure') useMovableClock();
            if (fault === 'no-answer') callLimitsOnTheClock();
            // What a member leaves in the browser: an expired token must take all of it away at once.
            const { idle, inFlight, crashes } = await renderSignedIn(screen, { beforeRender: expired ? keepMemberKeys : undefined });
            await endTheScreensWait(screen, () => hits.count > 0 && idle());
            if (fault === 'no-answer') await letTheHeldCallsTimeOut(hits, inFlight);
            if (fault === 'network-failure') await passTheRetryPauses(hits, idle);
            await waitFor(() => {
              expect(hits.count).toBeGreaterThan(0);
              expect(idle()).toBe(true);
            });
            let judgement = await settledJudgement(expired ? login : entry.expected);
            const left = expired ? memberKeysLeft() : [];
            if (judgement.held && left.length > 0) judgement = { held: false, reason: `member keys left: ${left.join(', ')}` };
            tally.tried += 1;
            const held = judgement.held && crashes.length === 0;
            if (held) tally.held += 1;
            else tally.failures.push(`${screen.name}, ${tableKey(entry)}, ${fault}: ${crashes.length ? `crashed: ${String(crashes[0])}` : judgement.reason}`);
            expect(crashes).toEqual([]);
            expect(judgement).toMatchObject({ held: true });
          });
        }
      }
    });
  }
}

/**
 * Once the screen shows its wait's status, moves its clock past the wait (the cards then come at once), unless
 * the case is over first (`over`: a fault that leaves the screen before its wait shows).
 */
export async function endTheScreensWait(screen: ScreenUnderFault, over: () => boolean): Promise<void> {
  if (!screen.wait) return;
  const { ms, shownAs } = screen.wait;
  const waiting = () => (screenArea().textContent ?? '').includes(shownAs);
  await waitFor(() => expect(waiting() || over()).toBe(true), STATE_WAIT);
  if (waiting()) await moveClock(ms);
}

/**
 * Each call the fault holds fails as the client's own timeout, as after 8 s (a read) or 20 s (an action) of a real
 * clock: once the held calls are the only ones in flight (a move would time out any other), the clock moves by the
 * held call's limit. Until the screen is idle: a call sent again is held again.
 */
export async function letTheHeldCallsTimeOut(hits: Hits, inFlight: () => number): Promise<void> {
  const stillHeld = () => hits.held.filter((signal) => !signal.aborted);
  for (;;) {
    await waitFor(() => expect(hits.count > 0 && inFlight() === stillHeld().length).toBe(true));
    const [held] = stillHeld();
    if (!held) return;
    await moveClock(callLimitOf(held));
  }
}

/**
 * A read the network failed is tried once more after the client's pause (src/app/query-client.ts): once the fault
 * has met its first request, the clock moves past each pause as it starts, rather than the case waiting it out,
 * until no call is in flight.
 */
export async function passTheRetryPauses(hits: Hits, idle: () => boolean): Promise<void> {
  await waitFor(() => expect(hits.count).toBeGreaterThan(0));
  for (;;) {
    await waitFor(() => expect(idle() || timerPending(RETRY_DELAY_MS)).toBe(true));
    if (idle()) return;
    await moveClock(RETRY_DELAY_MS);
  }
}

/**
 * Waits (up to STATE_WAIT) for the screen's state to hold: loaded, waiting, or once no call is in flight after a
 * fault; the last judgement if it never does. Its modules are in before the file starts (setup.warm-screens.ts).
 */
export async function settledJudgement(expected: Expectation): Promise<Judgement> {
  let last: Judgement = { held: false, reason: 'not judged' };
  try {
    await waitFor(() => {
      last = judgeScreen(screenArea(), expected);
      expect(last.held).toBe(true);
    }, STATE_WAIT);
  } catch {
    // Reported through the tally and the test's own expectation.
  }
  return last;
}
