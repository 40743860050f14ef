import { languageCode } from '@/shared/api/contract/common';
import { buildMember } from '../factories/member';
import type { Faker } from '@faker-js/faker';
import { createFaker } from '../factories/faker';
import { clearDatabase, db } from '../db/database';
import { clock } from '../lib/clock';
import { noPause, type Pause } from '../lib/pause';
import { adminSettings } from './admin-settings';
import { DEFAULT_SEED, PEOPLE_COUNT } from './default-seed';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts';
import { helpPagesByLanguage, landingLinks } from './help-pages';
import { DECK_LIKER, DECK_SUPER_LIKER, seedRelations } from './seed-relations';
import { seedChats } from './write-demo-chats';
import { seedPlans } from './seed-plans';


export interface SeedOptions {
  /** How many people besides the demo accounts; the benchmark seeds up to 100,000. */
  people?: number;
  /** Awaited between steps: the browser's start hands the page its turns (lib/pause.ts). */
  pause?: Pause;
}

/**
 * Empties the database and fills it by running the generators: the same seed gives the same data.
 * Hosts reset through reset-to-seed.ts, which loads the default seed from the build's snapshot instead.
 */
export async function seedDatabase(seed: number = DEFAULT_SEED, { people = PEOPLE_COUNT, pause = noPause }: SeedOptions = {}): Promise<void> {
  clearDatabase();
  const faker = createFaker(seed);

  await db.adminSettings.create(adminSettings());
  for (const language of languageCode.options) {
    await Promise.all(helpPagesByLanguage[language].map((page) => db.helpPages.create({ ...page, language })));
  }
  await Promise.all(landingLinks.map((link) => db.landingLinks.create(link)));
  await seedPlans();

  await db.members.create(
    buildMember({ faker, password: DEMO_PASSWORD }, { ...demoAccounts.regular, gender: 'male', age: '29', online: '1' }),
  );
  await db.members.create(
    buildMember({ faker, premium: true, password: DEMO_PASSWORD }, { ...demoAccounts.premium, gender: 'female', age: '31', online: '1' }),
  );
  await db.members.create(buildMember({ faker, password: DEMO_PASSWORD }, { ...demoAccounts.inactive, userstatus: '0' }));

  for (let index = 0; index < people; index++) {
    await db.members.create(buildMember({ faker, premium: index % 9 === 0 }, { user_id: String(100 + index) }));
    await pause();
  }

  for (const account of [demoAccounts.regular, demoAccounts.premium]) {
    await seedAttention(account.user_id, createFaker(seed * 10 + Number(account.user_id)));
    await pause();
  }
  await seedRelations();
  await pause();
  // After the relations: the chats are with the matches seeded there.
  await seedChats(seed, pause);
}

/**
 * Visitors, likes and super likes for a demo account: more than one page (8) of
 * each, from distinct people, so lists, counts and Load More all show. How many,
 * and who, follow the seed and the account: another seed shows other counts.
 *
 * They come from the account's people 0..29 (30..39 are its matches). Person 11
 * always likes it and person 21 always super likes it: seed-relations puts them
 * first in the deck, so liking them back gives "It's a Match!".
 */
const ADMIRERS = 30;

async function seedAttention(userId: string, faker: Faker): Promise<void> {
  const personAt = (index: number) => String(100 + Number(userId) * 40 + index);
  const minutesAgo = (minutes: number) => clock.now() - minutes * 60_000;
  const everyone = Array.from({ length: ADMIRERS }, (_, index) => index);

  const visitors = faker.helpers.arrayElements(everyone, { min: 9, max: 16 });
  for (const [rank, person] of visitors.entries()) {
    await db.visits.create({ visitor_id: personAt(person), visited_id: userId, at: minutesAgo(30 * rank + 5) });
  }

  // A person likes or super likes, not both.
  const others = faker.helpers.shuffle(everyone.filter((index) => index !== DECK_LIKER && index !== DECK_SUPER_LIKER));
  const likes = faker.number.int({ min: 9, max: 15 });
  const superLikes = faker.number.int({ min: 9, max: 14 });
  const likers = [DECK_LIKER, ...others.slice(0, likes - 1)];
  const superLikers = [DECK_SUPER_LIKER, ...others.slice(likes - 1, likes - 1 + superLikes - 1)];
  for (const [rank, person] of likers.entries()) {
    await db.likes.create({ from_id: personAt(person), to_id: userId, type: 'like', at: minutesAgo(45 * rank + 10) });
  }
  for (const [rank, person] of superLikers.entries()) {
    await db.likes.create({ from_id: personAt(person), to_id: userId, type: 'superlike', at: minutesAgo(50 * rank + 15) });
  }
}
