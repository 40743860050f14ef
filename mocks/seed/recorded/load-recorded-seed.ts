import { restoreSnapshot, type Snapshot } from '../../db/snapshot';
import { clock } from '../../lib/clock';
import { noPause, type Pause } from '../../lib/pause';
import { fromFixtureTokens } from '../../lib/photos';
import { shiftTimes } from '../shift-times';
import { readRecordedSeed } from './recorded-seeds';

/**
 * Fills the database with a recorded seed's records, its times moved from the recording to the clock's now
 * (as the default seed's snapshot is), each record checked against its collection's schema on the way in. A
 * recording that no longer fits (the records changed since) stops the load, saying how to find what drifted.
 */
export async function loadRecordedSeed(name: string, pause: Pause = noPause): Promise<void> {
  const file = await readRecordedSeed(name);
  const records = JSON.parse(fromFixtureTokens(JSON.stringify(file.records))) as Snapshot;
  const moved = shiftTimes(records, file.recordedAt, clock.now());
  if (!(await restoreSnapshot(moved, pause))) {
    throw new Error(`The recorded seed ${name} no longer fits the fake backend's records: npx vitest run tests/unit/contract-record names the record and field`);
  }
}
