import { describe, expect, it } from 'vitest';
import { guess, LOCK_MS, MAX_WRONG_GUESSES } from '@mocks/domain/attempts';
import { clock } from '@mocks/lib/clock';

const TARGET = 'password:someone@example.test';
const wrong = () => guess(TARGET, () => false);
const right = () => guess(TARGET, () => true);

async function wrongTimes(times: number) {
  const outcomes = [];
  for (let index = 0; index < times; index++) outcomes.push(await wrong());
  return outcomes;
}

describe('the limit on guessing a secret', () => {
  it('answers wrong 4 times, then locks on the 5th wrong guess', async () => {
    expect(MAX_WRONG_GUESSES).toBe(5);
    expect(await wrongTimes(5)).toEqual(['wrong', 'wrong', 'wrong', 'wrong', 'locked']);
  });

  it('refuses even the right guess for 15 minutes of the fake clock, without asking whether it is right', async () => {
    await wrongTimes(5);
    let asked = false;
    expect(await guess(TARGET, () => (asked = true))).toBe('locked');
    expect(asked).toBe(false);
    clock.advance(LOCK_MS - 1);
    expect(await right()).toBe('locked');
    clock.advance(1);
    expect(await right()).toBe('right');
  });

  it('gives 5 new tries once a lock has run out', async () => {
    await wrongTimes(5);
    clock.advance(LOCK_MS);
    expect(await wrongTimes(5)).toEqual(['wrong', 'wrong', 'wrong', 'wrong', 'locked']);
  });

  it('starts the count again after a right guess', async () => {
    await wrongTimes(4);
    expect(await right()).toBe('right');
    expect(await wrongTimes(4)).toEqual(['wrong', 'wrong', 'wrong', 'wrong']);
    expect(await right()).toBe('right');
  });

  it('counts each target on its own', async () => {
    await wrongTimes(5);
    expect(await guess('password:other@example.test', () => true)).toBe('right');
  });
});
