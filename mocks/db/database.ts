import { Collection } from '@msw/data';
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
  members: new Collection({ schema: memberRecord }),
  sessions: new Collection({ schema: sessionRecord }),
  helpPages: new Collection({ schema: helpPageRecord }),
  landingLinks: new Collection({ schema: landingLinkRecord }),
  adminSettings: new Collection({ schema: adminSettingsRecord }),
  likes: new Collection({ schema: likeRecord }),
  visits: new Collection({ schema: visitRecord }),
  messages: new Collection({ schema: messageRecord }),
  blocks: new Collection({ schema: blockRecord }),
  chats: new Collection({ schema: chatRecord }),
  chatFavorites: new Collection({ schema: chatFavoriteRecord }),
  chatClears: new Collection({ schema: chatClearRecord }),
  appOfTheDay: new Collection({ schema: appOfTheDayRecord }),
  nopes: new Collection({ schema: nopeRecord }),
  reports: new Collection({ schema: reportRecord }),
  lastSwipes: new Collection({ schema: lastSwipeRecord }),
  feeds: new Collection({ schema: feedRecord }),
  feedLikes: new Collection({ schema: feedLikeRecord }),
  premiumPlans: new Collection({ schema: premiumPlanRecord }),
  boostPacks: new Collection({ schema: boostPackRecord }),
  superLikePacks: new Collection({ schema: superLikePackRecord }),
  paymentSettings: new Collection({ schema: paymentSettingsRecord }),
  payments: new Collection({ schema: paymentRecord }),
  boosts: new Collection({ schema: boostRecord }),
  pendingSignups: new Collection({ schema: pendingSignupRecord }),
  faceChecks: new Collection({ schema: faceCheckRecord }),
  signupPhotos: new Collection({ schema: signupPhotoRecord }),
  socialLinks: new Collection({ schema: socialLinkRecord }),
  failedAttempts: new Collection({ schema: failedAttemptRecord }),
};

export type Database = typeof db;

export function clearDatabase(): void {
  for (const collection of Object.values(db)) collection.clear();
}
