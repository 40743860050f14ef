/**
 * The unit tests' waits and bounds, named once. Any other wait is for the state judged (`findBy…`, `waitFor`,
 * `expect.poll`) with Testing Library's default, or on a clock the test moves (movable-clock.ts).
 */

/**
 * For a state that comes after calls and a screen's own delays: Testing Library's default for every test
 * (setup.ts). Past its 1 s: a screen's state comes after its calls, the fake backend's answers and the product's
 * own short timers (a failed read is tried again after 300 ms, the deck's cards after its 2 s wait), stretched on
 * two busy cores. Well under the test's own bound (10 s), so a wait that fails says what it waited for.
 */
export const STATE_WAIT = { timeout: 5_000 } as const;

/**
 * For a pressed-call matrix case's step after a call the fault may hold (tests/unit/faults/press-cases.ts): the
 * held call ends as the client's own timeout, so the step waits past STATE_WAIT, within the case's own bound.
 */
export const HELD_CALL_WAIT = { timeout: 10_000 } as const;

/**
 * The spell a test lets pass to see that something does NOT happen (a call not sent, a list not shown): long
 * enough for what is already on its way to land; a wrong "nothing" shows as a flaky test, never as a false pass.
 */
export const QUIET_SPELL_MS = 300;
export const quietSpell = () => new Promise((resolve) => setTimeout(resolve, QUIET_SPELL_MS));

/**
 * The unit in which a test that starts Node processes (the standalone server, a script) gives its own bound,
 * above the 10 s of the others: about one start of such a process (its seed built) on two busy cores. The test
 * says how many of these its starts, restarts and requests take.
 */
export const PROCESS_START_MS = 5_000;
