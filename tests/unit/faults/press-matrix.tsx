import { act, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { providePorts } from '@/shared/ports/ports';
import { stopFakeChatServer } from '@mocks/chat-server/mock-socket-server';
import { faultOn, SLOW_FAULT_MS } from '@mocks/controls/faults';
import { fakePorts } from '@mocks/fakes';
import { server } from '@mocks/node';
import { changedSince, databaseNow, type DatabaseBefore } from '../support/database-changes';
import { callLimitOf, callLimitsOnTheClock, moveClock, useMovableClock, userOnMovableClock } from '../support/movable-clock';
import { countCalls, type CallCounter } from '../support/requests';
import { STATE_WAIT } from '../support/waits';
import { judgeScreen, type Expectation, type Judgement } from './defined-state';
import { login } from './fault-cases';
import { endTheScreensWait, faultOnEntry, renderSignedIn, requestKey, tableKey, type Hits, type MatrixFault } from './fault-matrix';
import { keepMemberKeys, memberKeysLeft } from './member-keys';
import type { PressUnderFault } from './press-cases';

/**
 * The pressed-call fault matrix (docs/guide/testing.md#the-fault-matrix): each call a press makes, under each
 * fault of the one vocabulary, must lead to the state docs/product/messages.md#where-a-failure-leads names
 * (or the press's own failure message, with the screen still there to press again), and must leave the fake
 * database as it was. One rendered screen serves every fault of a call that leaves the member signed in; the
 * expired token, which ends the session, comes last on it.
 */

/** The faults tried on one render, in this order: those that leave the screen to press again, then the one that ends the session. */
const sharedFaults: MatrixFault[] = ['server-error', 'network-failure', 'malformed-response', 'no-answer', 'expired-token'];

/**
 * A case's bound: five faults on one screen, or a baseline's render, each slow call in turn and its settled
 * screen, each state waited for with STATE_WAIT, and a press step after a held call (the super like's question)
 * with longer; above the 10 s of one state, so a failing wait names its state rather than the case's bound.
 */
const PRESS_CASE_BOUND_MS = 30_000;

/** Past the longest notice (NOTICE_MS.settings, 5 s): the last fault's message is gone before the next press. */
const PAST_EVERY_NOTICE_MS = 6000;

export const pressTally = { tried: 0, held: 0, failures: [] as string[] };

/** The whole page: a press's notice or dialog may stand outside the screen's <main> (a portal, a banner). */
const page = () => document.body;

async function settled(expected: Expectation): Promise<Judgement> {
  let last: Judgement = { held: false, reason: 'not judged' };
  try {
    await waitFor(() => {
      last = judgeScreen(page(), expected);
      expect(last.held).toBe(true);
    }, STATE_WAIT);
  } catch {
    // Reported through the tally and the case's own expectation, with what the screen's own part showed.
    const main = document.querySelector('main')?.textContent?.replace(/\s+/g, ' ').slice(0, 240);
    if (main) last = { held: false, reason: `${last.reason} | main: ${main}` };
  }
  return last;
}

/** Renders the press's screen, loaded and idle; the case puts it on the movable clock first (onTheMovableClock). */
async function renderForPress(press: PressUnderFault) {
  const rendered = await renderSignedIn(press.screen, { as: press.as, beforeRender: press.prepare });
  await endTheScreensWait(press.screen, () => false);
  const loaded = await settled({ named: press.screen.ready, label: 'the loaded screen' });
  expect(loaded, loaded.reason).toMatchObject({ held: true });
  await waitFor(() => expect(rendered.idle()).toBe(true));
  return rendered;
}

/**
 * Each request the fault holds fails as the client's own timeout, as in the entry matrix, but judged by requests
 * rather than by the query client: a press's write may run inside another mutation (a sign-in's steps, the
 * password change), which the query client counts twice. Once the held requests are the only ones unanswered,
 * the clock moves by the held call's limit; a request sent again (a read's retry) is held again.
 */
async function letHeldRequestsTimeOut(hits: Hits, requests: CallCounter): Promise<void> {
  const stillHeld = () => hits.held.filter((signal) => !signal.aborted);
  for (;;) {
    await waitFor(() => {
      const unanswered = requests.count - requests.answered - (hits.held.length - stillHeld().length);
      expect(hits.count > 0 && unanswered === stillHeld().length).toBe(true);
    });
    const [held] = stillHeld();
    if (!held) return;
    await moveClock(callLimitOf(held));
  }
}

function record(label: string, judgement: Judgement, crashes: unknown[], changed: string[]): boolean {
  const problem = crashes.length
    ? `crashed: ${String(crashes[0])}`
    : !judgement.held
      ? judgement.reason
      : changed.length
        ? `the database changed: ${changed.join(', ')}`
        : undefined;
  pressTally.tried += 1;
  if (problem) pressTally.failures.push(`${label}: ${problem}`);
  else pressTally.held += 1;
  return !problem;
}

export function describePressMatrix(part: string, presses: PressUnderFault[]) {
  beforeAll(() => Object.assign(pressTally, { tried: 0, held: 0, failures: [] }));
  afterAll(() => {
    console.log(`Pressed-call faults: ${pressTally.tried} cases tried, ${pressTally.held} held (${part})`);
    for (const failure of pressTally.failures) console.log(`  did not hold: ${failure}`);
  });
  beforeEach(() => providePorts(fakePorts));
  afterEach(() => stopFakeChatServer());

  for (const press of presses) {
    describe(press.name, () => {
      it('baseline, and slow: the table lists every call the press makes; each action held SLOW_FAULT_MS, the press still lands', async () => {
        useMovableClock();
        callLimitsOnTheClock();
        const { idle, crashes } = await renderForPress(press);
        const slow = { count: 0 };
        const actions = press.calls.filter((entry) => !entry.read);
        for (const entry of actions) server.use(faultOn(entry.call, 'slow', { onHit: () => void (slow.count += 1) }));
        let calls: CallCounter | undefined;
        try {
          calls = countCalls();
          const user = userOnMovableClock();
          // The press goes on while its calls are held (a question may wait for the first answer).
          const pressing = press.press(user);
          // Each slow call in turn (a press of several calls sends them one after another): the clock moves past its hold.
          let moved = 0;
          while (moved < actions.length) {
            await waitFor(() => expect(slow.count).toBeGreaterThan(moved));
            moved = slow.count;
            await moveClock(SLOW_FAULT_MS);
          }
          await pressing;
          await press.reveal?.(user);
          if (press.landsOn) await endTheScreensWait(press.landsOn, () => false);
          const done = await settled(press.done);
          expect(done, done.reason).toMatchObject({ held: true });
          await waitFor(() => expect(idle()).toBe(true));
        } finally {
          calls?.stop();
        }
        expect(crashes).toEqual([]);
        const seen = new Set(await Promise.all((calls?.requests ?? []).map((request) => requestKey(request, press.calls))));
        // The shell's own reads (the profile, the counts) refresh after many writes: the entry matrix judges them.
        const expectedElsewhere = new Set<string>(['webprofile', 'webgetcounts', ...(press.judgedElsewhere ?? [])]);
        const listed = new Set(press.calls.map(tableKey));
        expect([...seen].filter((key) => !expectedElsewhere.has(key) && !listed.has(key)), 'calls the press makes that the table does not list').toEqual([]);
        expect([...listed].filter((key) => !seen.has(key)), 'listed calls the press does not make').toEqual([]);
      }, PRESS_CASE_BOUND_MS);

      for (const entry of press.calls) {
        // A failure that ends the session (the login) or keeps its state leaves nothing to press again: a render per fault.
        const faultsHere = press.freshEach || entry.freshEach || entry.expected === login ? sharedFaults.map((fault) => [fault]) : [sharedFaults];
        for (const group of faultsHere) {
          it(`${tableKey(entry)}: ${group.join(', ')}`, async () => {
            // A held call times out when the case moves the clock by its limit.
            useMovableClock();
            callLimitsOnTheClock();
            const { idle, crashes } = await renderForPress(press);
            for (const fault of group) {
              const label = `${press.name}, ${tableKey(entry)}, ${fault}`;
              const expired = fault === 'expired-token';
              const expected = expired ? login : entry.expected;
              if (expired) keepMemberKeys();
              const hits: Hits = { count: 0, held: [] };
              // The database as the faulted call finds it: what the press's earlier calls wrote (the nope a rewind undoes) is theirs.
              let before: DatabaseBefore | undefined;
              server.use(faultOnEntry(entry, fault, hits, () => void (before ??= databaseNow())));
              // The press goes on while the call is held; a step after the failed call is not made (the press says so itself).
              const requests = countCalls();
              const pressing = press.press(userOnMovableClock()).then(
                () => undefined,
                (error: unknown) => String(error).slice(0, 200),
              );
              if (fault === 'no-answer') await letHeldRequestsTimeOut(hits, requests);
              requests.stop();
              await waitFor(() => {
                expect(hits.count, `${label}: the press reached the call`).toBeGreaterThan(0);
                expect(idle(), `${label}: no call in flight`).toBe(true);
              });
              const pressFailed = await pressing;
              let judgement = pressFailed ? { held: false, reason: `the press could not be made: ${pressFailed}` } : await settled(expected);
              const left = expired ? memberKeysLeft() : [];
              if (judgement.held && left.length > 0) judgement = { held: false, reason: `member keys left: ${left.join(', ')}` };
              const beside = new Set<string>(entry.writesBeside?.collections ?? []);
              const changed = before ? changedSince(before).filter((name) => !beside.has(name)) : [];
              const held = record(label, judgement, crashes, changed);
              expect.soft(held, `${label}: ${judgement.reason}${changed.length ? `; changed ${changed.join(', ')}` : ''}`).toBe(true);
              server.resetHandlers();
              if (!held || fault === group.at(-1)) break;
              // The next fault meets the screen as a member finds it again: the last message gone.
              await moveClock(PAST_EVERY_NOTICE_MS);
              await press.again?.(userOnMovableClock());
              await waitFor(() => expect(judgeScreen(page(), expected).held, `${label}: its state is still on show`).toBe(false));
            }
            await act(async () => undefined);
          }, PRESS_CASE_BOUND_MS);
        }
      }
    });
  }
}
