import type { z } from 'zod';
import { failedAttemptRecord, faceCheckRecord, pendingSignupRecord, signupPhotoRecord, socialLinkRecord } from '../../db/account-records';
import { appOfTheDayRecord, chatClearRecord, chatFavoriteRecord, chatRecord } from '../../db/chat-records';
import type { Database } from '../../db/database';
import { feedLikeRecord, feedRecord, lastSwipeRecord, nopeRecord, reportRecord } from '../../db/discovery-records';
import { boostPackRecord, boostRecord, paymentRecord, paymentSettingsRecord, premiumPlanRecord, superLikePackRecord } from '../../db/purchase-records';
import { adminSettingsRecord, blockRecord, helpPageRecord, landingLinkRecord, likeRecord, memberRecord, messageRecord, sessionRecord, visitRecord } from '../../db/records';
import { jsonPath } from './observations';
import { recordedSeedFile } from './recorded-seed-file';

/**
 * Whether a recorded seed still fits the fake backend's records (mocks/db/): the records are the contract's
 * shapes plus what the server keeps, so a contract change that a recording no longer follows shows here,
 * naming the collection, the record and the field, before a replay fails to load.
 */
export const recordSchemas = {
  members: memberRecord,
  sessions: sessionRecord,
  helpPages: helpPageRecord,
  landingLinks: landingLinkRecord,
  adminSettings: adminSettingsRecord,
  likes: likeRecord,
  visits: visitRecord,
  messages: messageRecord,
  blocks: blockRecord,
  chats: chatRecord,
  chatFavorites: chatFavoriteRecord,
  chatClears: chatClearRecord,
  appOfTheDay: appOfTheDayRecord,
  nopes: nopeRecord,
  reports: reportRecord,
  lastSwipes: lastSwipeRecord,
  feeds: feedRecord,
  feedLikes: feedLikeRecord,
  premiumPlans: premiumPlanRecord,
  boostPacks: boostPackRecord,
  superLikePacks: superLikePackRecord,
  paymentSettings: paymentSettingsRecord,
  payments: paymentRecord,
  boosts: boostRecord,
  pendingSignups: pendingSignupRecord,
  faceChecks: faceCheckRecord,
  signupPhotos: signupPhotoRecord,
  socialLinks: socialLinkRecord,
  failedAttempts: failedAttemptRecord,
} satisfies Record<keyof Database, z.ZodType>;

/** The fields that name a record, in the order tried: `members[4] (user_id 141)`. */
const NAMING_FIELDS = ['user_id', 'chat_id', 'message_id', 'feed_id', 'id', 'from_id', 'visitor_id', 'blocker_id', 'title'];

/** What does not fit, one line each: `members[4] (user_id 141) $.age: Invalid input: expected string, received number`. */
export function misfitsOf(file: unknown): string[] {
  const header = recordedSeedFile.safeParse(file);
  if (!header.success) return header.error.issues.map((issue) => `the file's header ${jsonPath(issue.path)}: ${issue.message}`);
  return Object.entries(header.data.records).flatMap(([collection, records]) => {
    const schema = (recordSchemas as Record<string, z.ZodType | undefined>)[collection];
    if (!schema) return [`${collection}: no such collection in the fake backend's database`];
    return records.flatMap((record, index) => {
      const parsed = schema.safeParse(record);
      if (parsed.success) return [];
      return parsed.error.issues.map((issue) => `${collection}[${index}]${nameOf(record)} ${jsonPath(issue.path)}: ${issue.message}`);
    });
  });
}

function nameOf(record: unknown): string {
  if (typeof record !== 'object' || record === null) return '';
  const fields = record as Record<string, unknown>;
  const field = NAMING_FIELDS.find((name) => typeof fields[name] === 'string');
  return field ? ` (${field} ${String(fields[field])})` : '';
}
