import { languageCode } from '@/shared/api/contract/common';
import { buildMember } from '../factories/member';
import { createFaker } from '../factories/faker';
import { clearDatabase, db } from '../db/database';
import { clock } from '../lib/clock';
import { adminSettings } from './admin-settings';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts';
import { helpPagesByLanguage, landingLinks } from './help-pages';
import { seedRelations } from './seed-relations';
import { seedChats } from './seed-chats';
import { seedPlans } from './seed-plans';

export const DEFAULT_SEED = 42;
/** "A few hundred people around the demo city" (spec 3 section 3). */
export const PEOPLE_COUNT = 300;

export interface SeedOptions {
  /** How many people besides the demo accounts; the benchmark seeds up to 100,000. */
  people?: number;
}

/** Empties the database and fills it again: the same seed gives the same data. */
export async function seedDatabase(seed: number = DEFAULT_SEED, { people = PEOPLE_COUNT }: SeedOptions = {}): Promise<void> {
  clearDatabase();
  const faker = createFaker(seed);

  await db.adminSettings.create(adminSettings());
  for (const language of languageCode.options) {
    await Promise.all(helpPagesByLanguage[language].map((page) => db.helpPages.create({ ...page, language })));
  }
  await Promise.all(landingLinks.map((link) => db.landingLinks.create(link)));
  await seedPlans();

  await db.members.create(
    buildMember({ faker }, { ...demoAccounts.regular, password: DEMO_PASSWORD, gender: 'male', age: '29', online: '1' }),
  );
  await db.members.create(
    buildMember({ faker, premium: true }, { ...demoAccounts.premium, password: DEMO_PASSWORD, gender: 'female', age: '31', online: '1' }),
  );
  await db.members.create(buildMember({ faker }, { ...demoAccounts.inactive, password: DEMO_PASSWORD, userstatus: '0' }));

  for (let index = 0; index < people; index++) {
    await db.members.create(buildMember({ faker, premium: index % 9 === 0 }, { user_id: String(100 + index) }));
  }

  for (const account of [demoAccounts.regular, demoAccounts.premium]) {
    await seedAttention(account.user_id);
  }
  await seedRelations();
  // After the relations: the chats are with the matches seeded there.
  await seedChats(seed);
}

/**
 * Visitors, likes and super likes for a demo account: more than one page (8) of
 * each, from distinct people, so lists, counts and Load More all show.
 */
async function seedAttention(userId: string): Promise<void> {
  const offset = Number(userId) * 40;
  const personAt = (index: number) => String(100 + offset + index);
  const minutesAgo = (minutes: number) => clock.now() - minutes * 60_000;
  for (let i = 0; i < 11; i++) await db.visits.create({ visitor_id: personAt(i), visited_id: userId, at: minutesAgo(30 * i + 5) });
  for (let i = 0; i < 10; i++) await db.likes.create({ from_id: personAt(11 + i), to_id: userId, type: 'like', at: minutesAgo(45 * i + 10) });
  for (let i = 0; i < 9; i++) await db.likes.create({ from_id: personAt(21 + i), to_id: userId, type: 'superlike', at: minutesAgo(50 * i + 15) });
}
