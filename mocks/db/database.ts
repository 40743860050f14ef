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
};

export type Database = typeof db;

export function clearDatabase(): void {
  for (const collection of Object.values(db)) collection.clear();
}
