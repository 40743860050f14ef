import { recordedSeedNumber } from './recorded-seed-name';
import type { RecordedSeedFile } from './recorded-seed-file';

/**
 * The recorded seeds this build holds (fixtures/recorded/*.json), each loaded only when asked for: the demo's
 * first route carries their names, not their records.
 */
const files = import.meta.glob<RecordedSeedFile>('../../../fixtures/recorded/*.json', { import: 'default' });

const byName = new Map(Object.entries(files).map(([path, load]) => [path.slice(path.lastIndexOf('/') + 1, -'.json'.length), load]));

/** Their names, in order: `recorded:<name>` picks one. */
export const recordedSeedNames: readonly string[] = [...byName.keys()].sort();

/** The recorded seed a seed number stands for, if this build holds it. */
export function recordedSeedNameOf(seed: number): string | undefined {
  return recordedSeedNames.find((name) => recordedSeedNumber(name) === seed);
}

export function readRecordedSeed(name: string): Promise<RecordedSeedFile> {
  const load = byName.get(name);
  if (!load) return Promise.reject(new Error(`No recorded seed ${name} in fixtures/recorded/ (there are: ${recordedSeedNames.join(', ') || 'none'})`));
  return load();
}
