import type { MemberRecord } from '../../db/records';
import { hashPassword } from '../../domain/passwords';
import { stableHash } from '../../lib/stable-hash';
import { buildRecords } from './build-records';
import { RECORDED_ACCOUNT_EMAIL, RECORDED_ACCOUNT_PASSWORD } from './recorded-account';
import { acceptAnswers, type Observation } from './observations';
import { RECORDED_SEED_FORMAT, type RecordedSeedFile, type ScrubbableField } from './recorded-seed-file';
import { scrubRecords } from './scrub-records';


export interface RecordingOptions {
  name: string;
  source: string;
  recordedAt: number;
  /** Fields kept as recorded; every other personal field is scrubbed. */
  keep?: readonly ScrubbableField[];
  messagesPerChat?: number;
}

/**
 * A recorded seed from the calls seen: the answers that fit the contract become the fake backend's records,
 * scrubbed, and the ones that do not are listed as left out. The recording completes either way; only a
 * recording without the member's own profile cannot be made (there is no one to sign in as).
 */
export function makeRecordedSeed(observations: readonly Observation[], options: RecordingOptions): RecordedSeedFile {
  const { accepted, leftOut } = acceptAnswers(observations);
  const built = buildRecords(accepted, { recordedAt: options.recordedAt, ...(options.messagesPerChat ? { messagesPerChat: options.messagesPerChat } : {}) });
  const keepsMail = options.keep?.includes('email') ?? false;
  const members = (built.records.members ?? []) as MemberRecord[];
  const account = members.find((member) => member.user_id === built.accountId);
  const accountEmail = keepsMail ? (account?.email ?? RECORDED_ACCOUNT_EMAIL) : RECORDED_ACCOUNT_EMAIL;
  // A salt that follows the account: the same recording gives the same file.
  const salt = stableHash(`salt|${built.accountId}`).toString(16).padStart(8, '0');
  const withPassword = {
    ...built.records,
    members: members.map((member) => (member.user_id === built.accountId ? { ...member, password_hash: hashPassword(RECORDED_ACCOUNT_PASSWORD, salt) } : member)),
  };
  const scrubbed = scrubRecords(withPassword, { keep: options.keep ?? [], accountId: built.accountId, accountEmail });
  return {
    format: RECORDED_SEED_FORMAT,
    name: options.name,
    recordedAt: options.recordedAt,
    source: options.source,
    account: { user_id: built.accountId, email: accountEmail, password: RECORDED_ACCOUNT_PASSWORD },
    ...(built.counts ? { counts: built.counts } : {}),
    scrubbed: scrubbed.scrubbed,
    kept: scrubbed.kept,
    leftOut,
    records: scrubbed.records as Record<string, unknown[]>,
  };
}
