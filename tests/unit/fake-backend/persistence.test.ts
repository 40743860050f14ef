import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db/database';
import { takeSnapshot } from '@mocks/db/snapshot';
import { LEGACY_STORAGE_KEY as STORAGE_KEY, LEGACY_VERSION, loadSavedState } from '@mocks/shared-tabs/legacy-saved-state';

/**
 * A state saved in localStorage by earlier builds is a reviewer's demo: it moves over to the shared store
 * (shared-tabs/shared-database.ts); a corrupted one must reseed, with a word in the console, never break sign-in.
 */
describe('the demo state saved by earlier builds', () => {
  afterEach(() => vi.restoreAllMocks());

  /** What earlier builds wrote at each change. */
  function saveNow(state: { seed: number; clockOffsetMs: number }) {
    save({ version: LEGACY_VERSION, ...state, snapshot: takeSnapshot() });
  }

  function save(value: unknown) {
    localStorage.setItem(STORAGE_KEY, typeof value === 'string' ? value : JSON.stringify(value));
  }

  function savedEnvelope() {
    return JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Record<string, unknown>;
  }

  it('comes back whole: the same people, seed and clock', async () => {
    saveNow({ seed: 42, clockOffsetMs: 3_600_000 });
    const members = db.members.all().length;
    await expect(loadSavedState(undefined)).resolves.toEqual({ seed: 42, clockOffsetMs: 3_600_000 });
    expect(db.members.all()).toHaveLength(members);
  });

  it('is not used for another seed, without a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    saveNow({ seed: 42, clockOffsetMs: 0 });
    await expect(loadSavedState(7)).resolves.toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['an empty snapshot', (good: Record<string, unknown>) => ({ ...good, snapshot: {} })],
    ['a clock offset that is a string', (good: Record<string, unknown>) => ({ ...good, clockOffsetMs: 'NaN' })],
    ['a clock offset far beyond any demo', (good: Record<string, unknown>) => ({ ...good, clockOffsetMs: 1e308 })],
    ['an older version', (good: Record<string, unknown>) => ({ ...good, version: 1 })],
    ['a seed that is not a number', (good: Record<string, unknown>) => ({ ...good, seed: '42' })],
    ['a snapshot whose records do not fit', (good: Record<string, unknown>) => ({ ...good, snapshot: { members: [{ user_id: 1 }] } })],
  ])('is dropped with a warning when it holds %s', async (_, corrupt) => {
    saveNow({ seed: 42, clockOffsetMs: 0 });
    save(corrupt(savedEnvelope()));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(loadSavedState(undefined)).resolves.toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('seeded again'));
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('is dropped with a warning when it is not JSON', async () => {
    save('{"version":1,');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(loadSavedState(undefined)).resolves.toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });
});
