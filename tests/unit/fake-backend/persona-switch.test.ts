import { describe, expect, it } from 'vitest';
import { createControls } from '@mocks/controls/controls';
import { demoAccounts } from '@mocks/seed/demo-accounts';
import { paths } from '@/shared/routing/paths';
import { readSession, sessionEndReason } from '@/shared/session/session';
import { callGate } from '../support/call-gate';
import { quietSpell } from '../support/waits';

/**
 * The controls switch members as a person does, signing out first: the page leaves the signed-in area (the guard
 * moves it, in an effect a loaded machine runs late) before anything of the next member begins.
 */
async function switchFromRegular() {
  const visited: string[] = [];
  /** The host's data resets and the guard's moves, in order. */
  const events: string[] = [];
  let leftSignedInArea = () => Promise.resolve();
  const controls = createControls({
    seed: () => 42,
    reset: async () => void events.push('data reset'),
    navigate: (path) => void visited.push(path),
    replace: (path) => void visited.push(path),
    leftSignedInArea: () => leftSignedInArea(),
  });
  await controls.signInAs('regular');
  visited.length = 0;
  const guard = callGate();
  const waiting = callGate();
  leftSignedInArea = () => {
    waiting.open();
    return guard.wait();
  };
  /** Resolves what the switch resolves to, once it has checked that nobody is signed in while the guard has not moved. */
  async function acrossTheGuardsMove<T>(switching: Promise<T>): Promise<T> {
    // A scenario builds its member first, which takes its time: the controls wait for the guard only then.
    const first = await Promise.race([waiting.wait().then(() => 'waits for the guard'), switching.then(() => 'done without it')]);
    expect(first).toBe('waits for the guard');
    await quietSpell();
    expect(readSession()).toBeNull();
    expect(visited).toEqual([]);
    events.push('guard moved');
    guard.open();
    return switching;
  }
  return { controls, visited, events, acrossTheGuardsMove };
}

describe('the controls sign the member out first, as a person does', () => {
  it("opens the sign-up of the New user persona only once the page has left the signed-in area, so the guard's redirect cannot replace it", async () => {
    const { controls, visited, acrossTheGuardsMove } = await switchFromRegular();
    await acrossTheGuardsMove(controls.signInAs('new'));
    expect(visited).toEqual([paths.signup]);
  });

  it("signs the next member in only once the page has left the signed-in area: no screen of the one before sends a call under the next one's token", async () => {
    const { controls, visited, acrossTheGuardsMove } = await switchFromRegular();
    await acrossTheGuardsMove(controls.signInAs('premium'));
    expect(readSession()?.userId).toBe(demoAccounts.premium.user_id);
    expect(visited).toEqual([paths.peopleNear]);
  });

  it('a scenario that signs its own member in switches the same way', async () => {
    const { controls, visited, acrossTheGuardsMove } = await switchFromRegular();
    const { memberId } = await acrossTheGuardsMove(controls.applyScenario('empty-account'));
    expect(readSession()?.userId).toBe(memberId);
    expect(memberId).not.toBe(demoAccounts.regular.user_id);
    expect(visited).toEqual([paths.peopleNear]);
  });

  it('a reset signs the member out before the data goes, so no screen calls the new data with a token it no longer holds', async () => {
    const { controls, visited, events, acrossTheGuardsMove } = await switchFromRegular();
    await acrossTheGuardsMove(controls.reset());
    expect(events).toEqual(['guard moved', 'data reset']);
    expect(readSession()).toBeNull();
    expect(sessionEndReason()).toBeNull();
    expect(visited).toEqual([paths.login]);
  });
});
