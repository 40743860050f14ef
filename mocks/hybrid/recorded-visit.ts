import { observationsFromHar, type HarLike } from '../seed/recorded/from-har';
import { makeRecordedSeed } from '../seed/recorded/make-recorded-seed';
import type { RecordedSeedFile } from '../seed/recorded/recorded-seed-file';
import { answererOf, type PassthroughList } from './passthrough-list';

/**
 * Hybrid mode's recording (docs/guide/contract.md#recording-a-server): the real server's answers seen during
 * a visit (the controls' traffic, as a HAR log) made into a recorded seed, scrubbed as `contract:record`
 * scrubs. Only the calls the real server answered count: the fake backend's own answers are its data already.
 */
export function recordedSeedOfVisit(
  har: HarLike,
  visit: { list: PassthroughList; upstream: string; name: string; recordedAt: number },
): RecordedSeedFile {
  const observations = observationsFromHar(har, { onlyCalls: (call) => answererOf(call, visit.list) !== 'fake' });
  return makeRecordedSeed(observations, { name: visit.name, source: `hybrid visit to ${visit.upstream}`, recordedAt: visit.recordedAt });
}
