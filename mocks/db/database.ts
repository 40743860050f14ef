import { Collection } from '@msw/data';
import { trustable } from './trusted-load';
import {
  adminSettingsRecord,
  blockRecord,
  helpPageRecord,
  landingLinkRecord,
  likeRecord,
  memberRecord,
  messageRecord,
  sessionRecord,
  visitRecord,
} from './records';
import { appOfTheDayRecord, chatClearRecord, chatFavoriteRecord, chatRecord } from './chat-records';
import { feedLikeRecord, feedRecord, lastSwipeRecord, nopeRecord, reportRecord } from './discovery-records';
import {
  boostPackRecord,
  boostRecord,
  paymentRecord,
  paymentSettingsRecord,
  premiumPlanRecord,
  superLikePackRecord,
} from './purchase-records';
import { failedAttemptRecord, faceCheckRecord, pendingSignupRecord, signupPhotoRecord, socialLinkRecord } from './account-records';

/**
 * The fake backend's one in-memory database. Every host (browser worker,
 * Vitest, the standalone server) imports this same module, so there is one
 * database per host.
 */
export const db = {
  members: new Collection({ schema: trustable(memberRecord) }),
  sessions: new Collection({ schema: trustable(sessionRecord) }),
  helpPages: new Collection({ schema: trustable(helpPageRecord) }),
  landingLinks: new Collection({ schema: trustable(landingLinkRecord) }),
  adminSettings: new Collection({ schema: trustable(adminSettingsRecord) }),
  likes: new Collection({ schema: trustable(likeRecord) }),
  visits: new Collection({ schema: trustable(visitRecord) }),
  messages: new Collection({ schema: trustable(messageRecord) }),
  blocks: new Collection({ schema: trustable(blockRecord) }),
  chats: new Collection({ schema: trustable(chatRecord) }),
  chatFavorites: new Collection({ schema: trustable(chatFavoriteRecord) }),
  chatClears: new Collection({ schema: trustable(chatClearRecord) }),
  appOfTheDay: new Collection({ schema: trustable(appOfTheDayRecord) }),
  nopes: new Collection({ schema: trustable(nopeRecord) }),
  reports: new Collection({ schema: trustable(reportRecord) }),
  lastSwipes: new Collection({ schema: trustable(lastSwipeRecord) }),
  feeds: new Collection({ schema: trustable(feedRecord) }),
  feedLikes: new Collection({ schema: trustable(feedLikeRecord) }),
  premiumPlans: new Collection({ schema: trustable(premiumPlanRecord) }),
  boostPacks: new Collection({ schema: trustable(boostPackRecord) }),
  superLikePacks: new Collection({ schema: trustable(superLikePackRecord) }),
  paymentSettings: new Collection({ schema: trustable(paymentSettingsRecord) }),
  payments: new Collection({ schema: trustable(paymentRecord) }),
  boosts: new Collection({ schema: trustable(boostRecord) }),
  pendingSignups: new Collection({ schema: trustable(pendingSignupRecord) }),
  faceChecks: new Collection({ schema: trustable(faceCheckRecord) }),
  signupPhotos: new Collection({ schema: trustable(signupPhotoRecord) }),
  socialLinks: new Collection({ schema: trustable(socialLinkRecord) }),
  failedAttempts: new Collection({ schema: trustable(failedAttemptRecord) }),
};

export type Database = typeof db;

export function clearDatabase(): void {
  for (const collection of Object.values(db)) collection.clear();
}
