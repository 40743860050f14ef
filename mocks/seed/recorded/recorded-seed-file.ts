import { z } from 'zod';

/**
 * A recorded seed as written to fixtures/recorded/<name>.json: the fake backend's own records (a snapshot of
 * its database, mocks/db/snapshot.ts), not the answers they came from, with a header saying where they came
 * from, what was scrubbed and kept, and which answers were left out because they did not fit the contract.
 */
export const RECORDED_SEED_FORMAT = 'amora-recorded-seed/1';

/** The fields the scrubber replaces unless `--keep` names them (scrub-records.ts). */
export const SCRUBBABLE_FIELDS = ['user_name', 'email', 'phone', 'bio', 'job', 'company', 'school', 'photos', 'messages', 'feeds'] as const;
export type ScrubbableField = (typeof SCRUBBABLE_FIELDS)[number];

/** An answer the recorder did not use: where it left the contract, or why it was refused. */
export const leftOutAnswer = z.object({ call: z.string(), path: z.string(), problem: z.string() });
export type LeftOutAnswer = z.infer<typeof leftOutAnswer>;

export const recordedSeedFile = z.object({
  format: z.literal(RECORDED_SEED_FORMAT),
  name: z.string(),
  /** Epoch ms: the records' times are moved from it to the clock's now on load (shift-times.ts). */
  recordedAt: z.number(),
  /** The API base walked, or the HAR file or visit it was made from. */
  source: z.string(),
  /** The member the recording signs in as: its mail and the known password that replaced its own. */
  account: z.object({ user_id: z.string(), email: z.string(), password: z.string() }),
  /** The sidebar's counts the source answered for that member (webgetcounts), to compare the replay with. */
  counts: z.record(z.string(), z.string()).optional(),
  scrubbed: z.array(z.string()),
  kept: z.array(z.string()),
  leftOut: z.array(leftOutAnswer),
  /** Collection name → records, as the database holds them; fixture photos as `fixture:` tokens. */
  records: z.record(z.string(), z.array(z.unknown())),
});
export type RecordedSeedFile = z.infer<typeof recordedSeedFile>;
