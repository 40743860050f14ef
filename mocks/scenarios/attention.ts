import { db } from '../db/database';
import { buildLike, buildMatch, buildVisit } from '../factories/likes';
import { clock } from '../lib/clock';
import { addPerson, DEFAULT_MEMBER_ID, existingMember } from './people';

export interface AttentionOptions {
  /** Whose lists fill up: the regular demo account unless told (an empty account's lists hold only these). */
  memberId?: string;
  visitors?: number;
  likes?: number;
  superLikes?: number;
  matches?: number;
}

/** The new people of each list, newest first, as the lists order them. */
export interface Attention {
  visitors: string[];
  likers: string[];
  superLikers: string[];
  matches: string[];
}

/**
 * New people who visited, liked, super liked or matched the member, one
 * minute apart, the first just now: the visitors, likes and matches lists of
 * any size, without depending on how the seed lays out its people.
 */
export async function attention({ memberId = DEFAULT_MEMBER_ID, visitors = 0, likes = 0, superLikes = 0, matches = 0 }: AttentionOptions = {}): Promise<Attention> {
  existingMember(memberId);
  const minutesAgo = (minutes: number) => clock.now() - minutes * 60_000;
  const people = async (count: number, record: (personId: string, at: number) => Promise<unknown>) => {
    const ids: string[] = [];
    for (let index = 0; index < count; index++) {
      const person = await addPerson({ near: memberId });
      await record(person.user_id, minutesAgo(index));
      ids.push(person.user_id);
    }
    return ids;
  };
  return {
    visitors: await people(visitors, (personId, at) => db.visits.create(buildVisit(personId, memberId, { at }))),
    likers: await people(likes, (personId, at) => db.likes.create(buildLike(personId, memberId, { at }))),
    superLikers: await people(superLikes, (personId, at) => db.likes.create(buildLike(personId, memberId, { type: 'superlike', at }))),
    matches: await people(matches, async (personId, at) => {
      for (const like of buildMatch(memberId, personId, at)) await db.likes.create(like);
    }),
  };
}
