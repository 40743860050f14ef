import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/database';
import { misfitsOf, recordSchemas } from '@mocks/seed/recorded/check-recorded-seed';
import { recordedSeedNumber } from '@mocks/seed/recorded/recorded-seed-name';
import { recordedSeedNames } from '@mocks/seed/recorded/recorded-seeds';
import { resetToSeed } from '@mocks/seed/reset-to-seed';

/**
 * The recorded seeds kept fresh (docs/guide/contract.md#recording-a-server): each file of fixtures/recorded/
 * still fits the fake backend's records, so a contract change never leaves a stale recording behind
 * silently; what no longer fits is named by collection, record and field.
 */
const FOLDER = new URL('../../../fixtures/recorded/', import.meta.url);
const files = readdirSync(FOLDER).filter((name) => name.endsWith('.json'));
const read = (name: string): unknown => JSON.parse(readFileSync(new URL(name, FOLDER), 'utf8'));

describe('fixtures/recorded', () => {
  it('holds the recorded seeds the build offers', () => {
    expect(files.map((name) => name.slice(0, -'.json'.length)).sort()).toEqual([...recordedSeedNames]);
    expect(files).toContain('seed-7.json');
  });

  it.each(files)('%s fits the records of the fake backend', (name) => {
    expect(misfitsOf(read(name))).toEqual([]);
  });

  it('knows the schema of every collection of the database', () => {
    expect(Object.keys(recordSchemas).sort()).toEqual(Object.keys(db).sort());
  });

  it('names the collection, the record and the field of a recording that no longer fits', () => {
    const file = read('seed-7.json') as { records: { members: Record<string, unknown>[] } };
    const [first, ...rest] = file.records.members;
    const { user_name, ...renamed } = first ?? {};
    const drifted = { ...file, records: { ...file.records, members: [{ ...renamed, username: user_name }, ...rest] } };
    expect(misfitsOf(drifted)).toEqual([expect.stringMatching(/^members\[0\] \(user_id 1\) \$\.user_name: .*expected string/)]);
  });

  it('loads into the database as its seed', async () => {
    const file = read('seed-7.json') as { records: { members: unknown[]; messages: unknown[] } };
    await resetToSeed(recordedSeedNumber('seed-7'));
    expect(db.members.count()).toBe(file.records.members.length);
    expect(db.messages.count()).toBe(file.records.messages.length);
  });
});
