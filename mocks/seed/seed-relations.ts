import { db } from '../db/database';
import { updateMember } from '../domain/update-member';
import type { MemberRecord } from '../db/records';
import { clock } from '../lib/clock';
import { scenePictureUrls, type Scene } from '../lib/photos';
import { demoAccounts } from './demo-accounts';
import { memberById } from '../db/member-index';

/**
 * Matches, feeds and far-away people, seeded after the visitors and likes, so
 * every discovery and social screen has something to show on first open
 * (docs/product/fake-backend-and-demo.md#data-and-seeds). Fixed offsets only: the same data on every run.
 */

/** People 390..395 live in other cities, beyond the default (and maximum) 100 km. */
const farCities = [
  { name: 'Lyon, Auvergne-Rhône-Alpes, France', lat: 45.764, lon: 4.8357 },
  { name: 'Marseille, Provence-Alpes-Côte d’Azur, France', lat: 43.2965, lon: 5.3698 },
  { name: 'Bordeaux, Nouvelle-Aquitaine, France', lat: 44.8378, lon: -0.5792 },
  { name: 'Lille, Hauts-de-France, France', lat: 50.6292, lon: 3.0573 },
  { name: 'London, England, United Kingdom', lat: 51.5072, lon: -0.1276 },
  { name: 'Brussels, Brussels-Capital, Belgium', lat: 50.8503, lon: 4.3517 },
];
const FIRST_FAR_PERSON = 390;

/** Of each account's people, the one who always likes it and the one who always super likes it (seed-database). */
export const DECK_LIKER = 11;
export const DECK_SUPER_LIKER = 21;

/**
 * Four more matches per demo account, from people outside the reserved ranges
 * (260.. for account 1, 264.. for account 2): the chat seed blocks two of the
 * reserved matches, which the match list hides, and the list must still run
 * past one page of 8.
 */
const EXTRA_MATCHES_FROM = 260;
const EXTRA_MATCHES_EACH = 4;

/** Nearby people outside every demo account's reserved range, who post to everyone's feed. */
const NEARBY_POSTERS = [300, 301, 302, 303, 304, 305];

const feedTypes = ['image', 'location', 'bio', 'job', 'company', 'school'] as const;
/**
 * Each photo post's caption and what its pictures show: a new profile photo shows the author's own
 * portraits; the others, drawn scenes that fit their words (fixtures/scenes/), never a face.
 */
const photoPosts: ReadonlyArray<{ caption: string; scene: Scene | 'own-portraits' }> = [
  { caption: 'New profile photo', scene: 'own-portraits' },
  { caption: 'Sunday at the market', scene: 'market' },
  { caption: 'Finally some sun!', scene: 'sun' },
  { caption: 'Weekend hike', scene: 'hike' },
  { caption: 'Best coffee in town', scene: 'coffee' },
  { caption: 'Concert night', scene: 'concert' },
];

export async function seedRelations(): Promise<void> {
  for (const [index, city] of farCities.entries()) {
    await updateMember(String(FIRST_FAR_PERSON + index), (record) => {
      record.location = city.name;
      record.lat = String(city.lat);
      record.lon = String(city.lon);
    });
  }

  let feedNumber = 0;
  // Photo posts take the captions in turn, so the feeds show each kind of picture.
  let photoPostNumber = 0;
  const postFeed = async (authorId: string, type: (typeof feedTypes)[number], minutesAgo: number) => {
    const author = memberById(authorId);
    if (!author) return;
    feedNumber += 1;
    await db.feeds.create({
      feed_id: String(feedNumber),
      user_id: authorId,
      ...feedContentOf(author, type, type === 'image' ? photoPostNumber++ : feedNumber),
      at: clock.now() - minutesAgo * 60_000,
    });
  };

  for (const account of [demoAccounts.regular, demoAccounts.premium]) {
    const userId = account.user_id;
    const personAt = (index: number) => String(100 + Number(userId) * 40 + index);
    const minutesAgo = (minutes: number) => clock.now() - minutes * 60_000;

    // Matches: mutual likes with people 30..39 of the account's range; the chat seed talks to the same people.
    for (let i = 0; i < 10; i++) {
      const partnerId = personAt(30 + i);
      await db.likes.create({ from_id: userId, to_id: partnerId, type: 'like', at: minutesAgo(24 * 60 + 70 * i) });
      await db.likes.create({ from_id: partnerId, to_id: userId, type: i % 4 === 0 ? 'superlike' : 'like', at: minutesAgo(12 * 60 + 70 * i) });
      await postFeed(partnerId, feedTypes[i % feedTypes.length] ?? 'bio', 40 * i + 25);
    }
    for (let k = 0; k < EXTRA_MATCHES_EACH; k++) {
      const partnerId = String(EXTRA_MATCHES_FROM + (Number(userId) - 1) * EXTRA_MATCHES_EACH + k);
      await db.likes.create({ from_id: partnerId, to_id: userId, type: 'like', at: minutesAgo(3 * 24 * 60 + 90 * k) });
      await db.likes.create({ from_id: userId, to_id: partnerId, type: 'like', at: minutesAgo(2 * 24 * 60 + 90 * k) });
    }

    // A liker and a super liker stand where the account is, online just now, so the deck's first cards
    // include someone who already liked the member (liking them back gives "It's a Match!").
    const member = memberById(userId);
    for (const [rank, personId] of [personAt(DECK_LIKER), personAt(DECK_SUPER_LIKER)].entries()) {
      if (!member) break;
      await updateMember(personId, (record) => {
        record.location = member.location;
        record.lat = member.lat;
        record.lon = member.lon;
        record.online = '1';
        record.onlinelasttime = String(clock.now() - rank * 60_000);
      });
    }
  }

  for (const [index, authorId] of NEARBY_POSTERS.entries()) {
    await postFeed(String(authorId), feedTypes[index % feedTypes.length] ?? 'bio', 55 * index + 10);
  }
}

/** `number`: for a photo post, how many photo posts came before it. */
function feedContentOf(author: MemberRecord, type: (typeof feedTypes)[number], number: number) {
  switch (type) {
    case 'image': {
      // Starting at the market, as the first photo post always has.
      const post = photoPosts[(number + 1) % photoPosts.length] ?? { caption: '', scene: 'own-portraits' };
      const pictures = post.scene === 'own-portraits' ? author.imagess.slice(0, 2) : scenePictureUrls(post.scene, number, 2);
      return { feed_type: type, feed_content: post.caption, feed_content_images: pictures };
    }
    case 'location':
      return { feed_type: type, feed_content: author.location, feed_content_images: [] };
    default:
      // Text updates carry the new value of the profile field they are about.
      return { feed_type: type, feed_content: author[type] || 'Updated their profile', feed_content_images: [] };
  }
}
