import type { MemberRecord } from '../db/records';
import { pendingLikesOf, visitorsOf } from '../domain/attention';
import { feedsFor, likeFeed, visibleFeed } from '../domain/feeds';
import { areMatched, matchesOf, unfriend } from '../domain/matches';
import { toListEntry } from '../domain/presenters';
import { accountExists, activeMember, blockedPartnersOf } from '../domain/relations';
import { memberHandler, refuse, type MemberContext } from './define-handler';
import { discoveryMessages } from '../messages/discovery';
import { socialMessages } from '../messages/social';

/** Visitors, likes and super likes received, matches, unfriending and feeds: docs/product/calls.md#lists-and-feeds. */

/** Lists page by growing limits (8, 16, ...): the server answers the first `limit` entries. */
function firstOf<T>(entries: T[], limit: string): T[] {
  return entries.slice(0, Number(limit));
}

function containsName(person: MemberRecord, searchKey: string | undefined): boolean {
  const wanted = searchKey?.trim().toLowerCase();
  return !wanted || person.user_name.toLowerCase().includes(wanted);
}

async function unfriendHandler({ input, member }: MemberContext<'unfriendweb' | 'webunfriend'>) {
  const partnerId = input.unfriend_user_id;
  if (!accountExists(partnerId)) return refuse(discoveryMessages.userNotFound);
  if (!areMatched(member.user_id, partnerId)) return refuse(socialMessages.notMatched);
  await unfriend(member.user_id, partnerId);
  return { status: 'true' as const, message: socialMessages.unfriended };
}

export const socialHandlers = [
  memberHandler('webvisitors', ({ member }) => ({
    status: 'true',
    peoples: visitorsOf(member.user_id).map((visit) => toListEntry(visit.person)),
  })),

  memberHandler('webfriendrequests', ({ input, member }) => ({
    status: 'true',
    peoples: firstOf(pendingLikesOf(member.user_id, input.type), input.limit).map((like) => toListEntry(like.person)),
  })),

  memberHandler('webfriendslist', ({ input, member }) => {
    const blocked = blockedPartnersOf(member.user_id);
    const friends = matchesOf(member.user_id).flatMap((match) => {
      const partner = blocked.has(match.partnerId) ? undefined : activeMember(match.partnerId);
      if (!partner || !containsName(partner, input.search_key)) return [];
      // The Online filter shows only the matches online now.
      return input.sort === 'online' && partner.online !== '1' ? [] : [partner];
    });
    return { status: 'true', peoples: firstOf(friends, input.limit).map(toListEntry) };
  }),

  memberHandler('unfriendweb', unfriendHandler),
  memberHandler('webunfriend', unfriendHandler),

  memberHandler('webfeeds', ({ member }) => ({ status: 'true', feeds: feedsFor(member) })),

  memberHandler('webfeedlike', async ({ input, member }) => {
    const feed = visibleFeed(member, input.feed_id);
    if (!feed) return refuse(socialMessages.feedNotFound);
    if (!(await likeFeed(member.user_id, feed.feed_id))) return refuse(socialMessages.feedAlreadyLiked);
    return { status: 'true', message: socialMessages.feedLiked };
  }),
];
