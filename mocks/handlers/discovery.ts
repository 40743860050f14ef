import type { MemberRecord } from '../db/records';
import { deckFor } from '../domain/deck';
import { isPremium } from '../domain/membership';
import { areMatched } from '../domain/matches';
import { withInterestsIn } from '../domain/interests-in-language';
import { toPersonCard, toOtherProfile } from '../domain/presenters';
import { accountExists, activeMember, isBlockedPair, likeOf } from '../domain/relations';
import { checkFilter, saveFilter } from '../domain/filter-check';
import { hasReported, toggleReport } from '../domain/reports';
import { decline, like, undoLastSwipe } from '../domain/swipes';
import { recordVisit } from '../domain/visits';
import { clock } from '../lib/clock';
import { discoveryMessages as messages } from '../messages/discovery';
import { onLiked } from '../people/like-back';
import { memberHandler, refuse } from './define-handler';

/** The swipe deck, likes and declines, rewind, the filter, other members' profiles, visits and reports: docs/product/calls.md#discovery. */

/** Without a limit the server answers at most this many cards, nearest first. */
const DECK_PAGE_MAX = 50;

/** Someone the member may act on: an active member, not the member, outside any block. */
function otherPerson(member: MemberRecord, personId: string): MemberRecord | string {
  const person = activeMember(personId);
  if (!person) return messages.userNotFound;
  if (person.user_id === member.user_id) return messages.cannotSwipeSelf;
  if (isBlockedPair(member.user_id, person.user_id)) return messages.userUnavailable;
  return person;
}

export const discoveryHandlers = [
  memberHandler('webgetpeople', ({ input, member }) => {
    const limit = input.limit === undefined ? DECK_PAGE_MAX : Number(input.limit);
    const cards = deckFor(member, limit);
    return { status: 'true', peoples: cards.map((card, position) => toPersonCard(card.person, position)) };
  }),

  memberHandler('webmatch', async ({ input, member }) => {
    const person = otherPerson(member, input.follow_id);
    if (typeof person === 'string') return refuse(person);
    const outcome = await like(member, person.user_id, input.type);
    if (outcome.kind === 'no-super-likes') return refuse(messages.noSuperLikes, { superlike_count: '0' });
    // Some seeded people like back at once (docs/product/fake-backend-and-demo.md#people-who-act).
    const matched = outcome.matched || (await onLiked(member.user_id, person.user_id));
    const liked = input.type === 'superlike' ? messages.superLiked : messages.liked;
    if (!matched) return { status: 'true', match: '0', message: liked, superlike_count: outcome.superlikeCount };
    return {
      status: 'true',
      match: '1',
      message: messages.matched,
      superlike_count: outcome.superlikeCount,
      result: {
        loguser_image: member.images,
        frienduser_image: person.images,
        frienduser_name: person.user_name,
        frienduser_id: person.user_id,
      },
    };
  }),

  memberHandler('webunmatch', async ({ input, member }) => {
    // Declining someone who has since deactivated is still allowed: it only tidies the member's own lists.
    const personId = input.follow_id;
    if (!accountExists(personId)) return refuse(messages.userNotFound);
    if (personId === member.user_id) return refuse(messages.cannotSwipeSelf);
    await decline(member, personId);
    return { status: 'true', message: messages.declined };
  }),

  memberHandler('webundomatch', async ({ member }) => {
    if (!isPremium(member, clock.now())) return refuse(messages.rewindPremiumOnly);
    if (!(await undoLastSwipe(member))) return refuse(messages.nothingToRewind);
    return { status: 'true', message: messages.rewound };
  }),

  memberHandler('websetfilter', async ({ input, member }) => {
    const checked = checkFilter(input, member);
    if (!checked.ok) return refuse(checked.message);
    await saveFilter(member.user_id, checked.filter);
    return { status: 'true', message: messages.filterUpdated };
  }),

  memberHandler('webprofilenew', ({ input, member, language }) => {
    const person = activeMember(input.friend_id);
    if (!person) return refuse(messages.userNotFound);
    if (isBlockedPair(member.user_id, person.user_id)) return refuse(messages.userUnavailable);
    const sendMatch = areMatched(member.user_id, person.user_id) ? '1' : likeOf(member.user_id, person.user_id) ? '3' : '0';
    const reported = hasReported(member.user_id, person.user_id);
    // The interest tags are the administrator's interests: in the call's language, as admindatas answers them.
    return { status: 'true', result: toOtherProfile(withInterestsIn(person, language), member, { sendMatch, reported }) };
  }),

  memberHandler('webvisitprofile', async ({ input, member }) => {
    const visitedId = input.visit_user_id;
    const visited = activeMember(visitedId);
    if (!visited) return refuse(messages.userNotFound);
    // Looking at one's own profile, or at someone across a block, leaves no trace.
    if (visitedId === member.user_id || isBlockedPair(member.user_id, visitedId)) return { status: 'true', message: messages.visitIgnored };
    await recordVisit(member.user_id, visitedId);
    return { status: 'true', message: messages.visitRecorded };
  }),

  memberHandler('webreport', async ({ input, member }) => {
    const reportedId = input.report_user_id;
    if (!accountExists(reportedId)) return refuse(messages.userNotFound);
    if (reportedId === member.user_id) return refuse(messages.cannotReportSelf);
    const done = await toggleReport(member.user_id, reportedId);
    return { status: 'true', message: done === 'unreported' ? messages.unreported : messages.reported };
  }),
];
