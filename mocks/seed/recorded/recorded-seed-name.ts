import { stableHash } from '../../lib/stable-hash';

/**
 * A recorded seed (fixtures/recorded/<name>.json, docs/guide/contract.md#recording-a-server) is named
 * `recorded:<name>` where a seed is asked for, and numbered inside the fake backend: every host, the saved
 * demo state and the controls carry seeds as numbers. Its number lies far above any seed typed by hand,
 * follows its name only (a stored state keeps meaning the same recording), and is made of digits, so
 * `?seed=N` reads it back.
 */
export const RECORDED_PREFIX = 'recorded:';

const RECORDED_SEED_BASE = 10_000_000_000;

/** A file name without `.json`: letters, digits, dashes and underscores. */
export const RECORDED_NAME = /^[\w-]+$/;

export function recordedSeedNumber(name: string): number {
  return RECORDED_SEED_BASE + stableHash(name);
}

export function isRecordedSeedNumber(seed: number): boolean {
  return seed >= RECORDED_SEED_BASE;
}

/** The seed a text names: `7`, or `recorded:<name>`; undefined when it names none. */
export function seedNamedBy(text: string | null | undefined): number | undefined {
  const value = text?.trim() ?? '';
  if (/^\d+$/.test(value)) return Number(value);
  if (!value.startsWith(RECORDED_PREFIX)) return undefined;
  const name = value.slice(RECORDED_PREFIX.length);
  return RECORDED_NAME.test(name) ? recordedSeedNumber(name) : undefined;
}
