import { describe, expect, it } from 'vitest';
import { createControls } from '@mocks/controls/controls';
import { paths } from '@/shared/routing/paths';
import { readSession } from '@/shared/session/session';
import { callGate } from '../support/call-gate';
import { quietSpell } from '../support/waits';

describe('the New user persona', () => {
  it("opens the sign-up only once the page has left the signed-in area, so the guard's redirect cannot replace it", async () => {
    const visited: string[] = [];
    const left = callGate();
    const controls = createControls({
      seed: () => 42,
      reset: () => Promise.resolve(),
      navigate: (path) => void visited.push(path),
      replace: (path) => void visited.push(path),
      leftSignedInArea: left.wait,
    });
    await controls.signInAs('regular');
    visited.length = 0;

    const choosing = controls.signInAs('new');
    // The session has ended, but the guard has not moved the page yet (a loaded machine runs its effect late).
    await quietSpell();
    expect(readSession()).toBeNull();
    expect(visited).toEqual([]);

    left.open();
    await choosing;
    expect(visited).toEqual([paths.signup]);
  });
});
