import { performance } from 'node:perf_hooks';
import { clearInterval as realClearInterval, clearTimeout as realClearTimeout, setInterval as realSetInterval, setTimeout as realSetTimeout } from 'node:timers';
import { vi } from 'vitest';
import { server } from '@mocks/node';
import { fakeClockOf } from '../support/fake-clock';

/**
 * The stories' time in the unit run (docs/decisions/021-stories-skip-their-idle-time.md). In Storybook a play
 * function waits in real time: the deck's 2 s, the pay button's 2 s, a notice's seconds, a carousel's autoplay,
 * a read tried again after 300 ms. Here the product's timers (setTimeout, setInterval, Date) run on Vitest's fake
 * clock, which still keeps real time (moved on by the real time passed: nothing waits longer than it would), and which, while
 * the story waits for a state, jumps to its next timer as soon as the page has nothing else to do. The story sees
 * the same states in the same order, without the pauses between them.
 *
 * Testing Library's own timers (a wait's bound and its polling) stay on the real clock: a jump never ends a wait
 * early, and a broken story still fails after its wait's bound. A jump goes no further than that bound: the timers
 * a wait could not have met in real time (the data's 30 s staleness, its 5 min in the cache) do not fire.
 */

/** How long the page must have stayed unchanged (no DOM change, no call answered) before the clock jumps. */
const QUIET_SPELL_MS = 3;
/** How often the clock looks whether the page has nothing to do (real time). */
const LOOK_EVERY_MS = 1;
/**
 * A call on its way counts as work for this long at most: a call a story holds on purpose (the 'no-answer' fault,
 * to show a loading state) would otherwise stop the clock for good; a call answered normally takes milliseconds.
 */
const CALL_COUNTS_FOR_MS = 250;

/** Whose timers stay real: Testing Library's waits (dom) and its act wrapper (react). */
const REAL_TIME_CALLERS = '/@testing-library/';

export interface StoryClock {
  stop(): void;
}

/** The timers on the global object before any clock (this module loads with a story file, on real timers). */
const realGlobals = {
  setTimeout: globalThis.setTimeout,
  clearTimeout: globalThis.clearTimeout,
  setInterval: globalThis.setInterval,
  clearInterval: globalThis.clearInterval,
};

/** The clock of the story playing, if any. */
let running: StoryClock | undefined;

/** Ends the playing story's clock, if any: after a story that ran past its bound, its own `finally` comes later. */
export function endStoryClock(): void {
  running?.stop();
}

/** Puts the product's timers on the skipping clock until `stop()`, which puts the real ones back. */
export function startStoryClock(): StoryClock {
  // A story that ran past its bound is still playing when the next one starts: its clock ends first.
  running?.stop();
  // Moved on by the real time passed at each look below, not by Vitest's `shouldAdvanceTime`, which adds a fixed
  // 20 ms per 20 ms timer and so falls behind real time on a busy machine, stretching every product pause.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  const fake = {
    setTimeout: globalThis.setTimeout,
    clearTimeout: globalThis.clearTimeout,
    setInterval: globalThis.setInterval,
    clearInterval: globalThis.clearInterval,
  };
  const clock = fakeClockOf(fake.setTimeout);
  const nextTimerAt = () => Math.min(...Object.values(clock.timers ?? {}).map((timer) => timer.callAt));

  // Testing Library's timers, real; a wait's bound (a timeout it set) as a time on the fake clock.
  const realTimers = new Set<unknown>();
  const waitBounds = new Map<unknown, number>();
  const routedSetTimeout = (handler: (...args: unknown[]) => void, ms = 0, ...args: unknown[]) => {
    if (!calledFromTestingLibrary(routedSetTimeout)) return fake.setTimeout(handler, ms, ...args);
    const handle = realSetTimeout(() => {
      realTimers.delete(handle);
      waitBounds.delete(handle);
      handler(...args);
    }, ms);
    realTimers.add(handle);
    waitBounds.set(handle, clock.now + ms);
    return handle;
  };
  const routedSetInterval = (handler: (...args: unknown[]) => void, ms = 0, ...args: unknown[]) => {
    if (!calledFromTestingLibrary(routedSetInterval)) return fake.setInterval(handler, ms, ...args);
    const handle = realSetInterval(handler, ms, ...args);
    realTimers.add(handle);
    return handle;
  };
  const routedClear = (fakeClear: (handle: never) => void, realClear: (handle: never) => void) => (handle: unknown) => {
    waitBounds.delete(handle);
    if (realTimers.delete(handle)) realClear(handle as never);
    else fakeClear(handle as never);
  };
  Object.assign(globalThis, {
    setTimeout: routedSetTimeout,
    setInterval: routedSetInterval,
    clearTimeout: routedClear(fake.clearTimeout, realClearTimeout),
    clearInterval: routedClear(fake.clearInterval, realClearInterval),
  });

  // The page's work: a change to its DOM, a call to the fake backend on its way, a task queued (React renders
  // in tasks of its own, setImmediate's, and a render in progress has changed nothing yet).
  let lastChange = performance.now();
  const changed = () => void (lastChange = performance.now());
  const observer = new MutationObserver(changed);
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  const callsOnTheirWay = new Map<string, number>();
  const callStarted = ({ requestId }: { requestId: string }) => {
    callsOnTheirWay.set(requestId, performance.now());
    changed();
  };
  const callEnded = ({ requestId }: { requestId: string }) => {
    callsOnTheirWay.delete(requestId);
    changed();
  };
  server.events.on('request:start', callStarted);
  server.events.on('request:end', callEnded);
  const hasWork = (now: number) =>
    now - lastChange < QUIET_SPELL_MS ||
    [...callsOnTheirWay.values()].some((startedAt) => now - startedAt < CALL_COUNTS_FOR_MS) ||
    process.getActiveResourcesInfo().includes('Immediate');

  let look: ReturnType<typeof realSetTimeout> | undefined;
  let lastLook = performance.now();
  let stopped = false;
  const lookAndJump = () => {
    if (stopped) return;
    // The real time since the last look, and the timers it made due (user-event's pause between two keys is one).
    const sinceLastLook = performance.now() - lastLook;
    lastLook += sinceLastLook;
    vi.advanceTimersByTime(sinceLastLook);
    // Only while the story waits for a state: while it acts (clicks, keys) its steps follow each other as in real
    // time, and a demo's pause between two of them (an action that takes 300 ms, for a second click) stays.
    const waitBound = Math.min(...waitBounds.values());
    const now = performance.now();
    if (waitBounds.size > 0 && nextTimerAt() <= waitBound && !hasWork(now)) {
      vi.advanceTimersToNextTimer();
      // What the timer set off gets its own quiet spell before the next jump.
      lastChange = now;
    }
    look = realSetTimeout(lookAndJump, LOOK_EVERY_MS);
  };
  look = realSetTimeout(lookAndJump, LOOK_EVERY_MS);

  const storyClock: StoryClock = {
    stop() {
      if (stopped) return;
      stopped = true;
      running = undefined;
      realClearTimeout(look);
      observer.disconnect();
      server.events.removeListener('request:start', callStarted);
      server.events.removeListener('request:end', callEnded);
      for (const handle of realTimers) realClearTimeout(handle as ReturnType<typeof realSetTimeout>);
      // Vitest's own fakes back in place, for useRealTimers() to take them away; then the real ones, whether or not
      // the setup's own reset took them away first.
      Object.assign(globalThis, fake);
      vi.useRealTimers();
      Object.assign(globalThis, realGlobals);
    },
  };
  running = storyClock;
  return storyClock;
}

/** Whether the function `entry` was called from Testing Library's code (read from the call site's file). */
function calledFromTestingLibrary(entry: (...args: never[]) => unknown): boolean {
  const formatStack = Error.prepareStackTrace;
  const holder: { stack?: unknown } = {};
  try {
    Error.prepareStackTrace = (_error, callSites) => callSites.map((site) => site.getFileName() ?? '');
    Error.captureStackTrace(holder, entry);
    const callers = holder.stack;
    return Array.isArray(callers) && typeof callers[0] === 'string' && callers[0].includes(REAL_TIME_CALLERS);
  } finally {
    Error.prepareStackTrace = formatStack;
  }
}
