import { describe, expect, it } from 'vitest';
import { createControls } from '@mocks/controls/controls';
import { demoAccounts } from '@mocks/seed/demo-accounts';
import { paths } from '@/shared/routing/paths';
import { readSession } from '@/shared/session/session';
import { callGate } from '../support/call-gate';
import { quietSpell } from '../support/waits';

/**
 * The controls switch members as a person does, signing out first: the page leaves the signed-in area (the guard
 * moves it, in an effect a loaded machine runs late) before anything of the next member begins.
 */
async function switchFromRegular() {
  const visited: string[] = [];
  let left = Promise.resolve();
  const controls = createControls({
    seed: () => 42,
    reset: () => Promise.resolve(),
    navigate: (path) => void visited.push(path),
    replace: (path) => void visited.push(path),
    leftSignedInArea: () => left,
  });
  await controls.signInAs('regular');
  visited.length = 0;
  const guard = callGate();
  left = guard.wait();
  return { controls, visited, guardMoved: guard.open };
}

describe('switching members with the controls', () => {
  it("opens the sign-up of the New user persona only once the page has left the signed-in area, so the guard's redirect cannot replace it", async () => {
    const { controls, visited, guardMoved } = await switchFromRegular();

    const choosing = controls.signInAs('new');
    await quietSpell();
    expect(readSession()).toBeNull();
    expect(visited).toEqual([]);

    guardMoved();
    await choosing;
    expect(visited).toEqual([paths.signup]);
  });

  it("signs the next member in only once the page has left the signed-in area: no screen of the one before sends a call under the next one's token", async () => {
    const { controls, visited, guardMoved } = await switchFromRegular();

    const switching = controls.signInAs('premium');
    await quietSpell();
    expect(readSession()).toBeNull();

    guardMoved();
    await switching;
    expect(readSession()?.userId).toBe(demoAccounts.premium.user_id);
    expect(visited).toEqual([paths.peopleNear]);
  });

  it('a scenario that signs its own member in switches the same way', async () => {
    const { controls, visited, guardMoved } = await switchFromRegular();

    const applying = controls.applyScenario('empty-account');
    await quietSpell();
    expect(readSession()).toBeNull();

    guardMoved();
    const { memberId } = await applying;
    expect(readSession()?.userId).toBe(memberId);
    expect(memberId).not.toBe(demoAccounts.regular.user_id);
    expect(visited).toEqual([paths.peopleNear]);
  });
});
