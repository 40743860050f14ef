import { describe, expect, it } from 'vitest';
import { api } from '@/shared/api/api';
import type { RequestOf } from '@/shared/api/contract/define-call';
import type { websetfilter } from '@/shared/api/contract/discovery';
import { db } from '@mocks/db/database';
import type { MemberRecord } from '@mocks/db/records';
import { distanceKm } from '@mocks/domain/geo';
import { clock } from '@mocks/lib/clock';
import { likesBack } from '@mocks/people/like-back';
import { demoAccounts } from '@mocks/seed/demo-accounts';
import { signIn } from '@mocks/testing/sign-in';
import { refusalOf } from '../../support/api-failure';
import { attention } from '@mocks/scenarios/attention';
import { freshMatch } from '@mocks/scenarios/fresh-match';
import { changeMember, memberRecord, newMemberWith } from '../../support/members';

const FREE = demoAccounts.regular.user_id;
const PREMIUM = demoAccounts.premium.user_id;
const INACTIVE = demoAccounts.inactive.user_id;

/** The seed reserves people 100 + u*40 + i for demo account u: 0..10 visited, 11..20 liked, 21..29 super liked, 30..39 matched. */
/** Seeded people far from every demo account, beyond the 100 km maximum. */
const FAR_PERSON = '390';
/** A nearby person in no demo account's reserved range, with no relation to anyone, who does not like back. */
const STRANGER = '271';

/** The whole deck, not just the first page. */
async function deckIds(userId: string): Promise<string[]> {
  const { peoples } = await api.call('webgetpeople', { user_id: userId, timestamp: String(clock.now()), limit: '1000' });
  return peoples.map((card) => card.user_id);
}

async function countsOf(userId: string) {
  return (await api.call('webgetcounts', { user_id: userId })).result;
}

/** Every here-to choice: the same as none chosen for seeded people, and it survives the trip (see below). */
const ALL_PEOPLE_FOR = '1,2,3,4';

/**
 * A filter save that keeps the member where they are. Note: in this test
 * environment an empty form field never reaches the server (the multipart body
 * drops it), so the tests send a blank ' ' where a browser would send ''.
 */
function filterFor(member: MemberRecord, change: Partial<RequestOf<typeof websetfilter>> = {}): RequestOf<typeof websetfilter> {
  return {
    user_id: member.user_id,
    age: '18-80',
    distance: '100',
    gender: 'everyone',
    people_for: ALL_PEOPLE_FOR,
    place: member.location,
    lat: member.lat,
    lon: member.lon,
    ...change,
  };
}

describe('webgetpeople', () => {
  it('answers people near the member, inside the default filter, with their position as index', async () => {
    await signIn('regular');
    const { peoples } = await api.call('webgetpeople', { user_id: FREE, timestamp: String(clock.now()) });
    expect(peoples.length).toBeGreaterThan(20);
    expect(peoples.map((card) => card.index)).toEqual(peoples.map((_, position) => String(position)));
    const me = memberRecord(FREE);
    for (const card of peoples) {
      const person = memberRecord(card.user_id);
      expect(card).toMatchObject({ user_name: person.user_name, age: person.age, location: person.location, imagess: person.imagess });
      expect(distanceKm({ lat: Number(me.lat), lon: Number(me.lon) }, { lat: Number(person.lat), lon: Number(person.lon) })).toBeLessThanOrEqual(100);
    }
    const ids = await deckIds(FREE);
    expect(ids).not.toContain(FREE);
    expect(ids).not.toContain(INACTIVE);
    expect(ids).not.toContain(FAR_PERSON);
  });

  it('puts someone who already liked the member among the first cards', async () => {
    await signIn('regular');
    // The scenario's liker stands where the member is, online just now.
    const [liker] = (await attention({ memberId: FREE, likes: 1 })).likers as [string];
    const { peoples } = await api.call('webgetpeople', { user_id: FREE, timestamp: '0', limit: '3' });
    expect(peoples.map((card) => card.user_id)).toContain(liker);
    const liked = await api.call('webmatch', { user_id: FREE, follow_id: liker, type: 'like' });
    expect(liked.match).toBe('1');
  });

  it('answers the first `limit` cards of the same order', async () => {
    await signIn('regular');
    const { peoples } = await api.call('webgetpeople', { user_id: FREE, timestamp: '0', limit: '20' });
    expect(peoples).toHaveLength(20);
    expect(peoples.map((card) => card.user_id)).toEqual((await deckIds(FREE)).slice(0, 20));
  });

  it('never shows matches, nor people already liked, super liked or declined', async () => {
    await signIn('premium');
    const { matches } = await attention({ memberId: PREMIUM, matches: 2 });
    const [liked, superLiked, declined] = (await deckIds(PREMIUM)).slice(0, 3) as [string, string, string];
    await api.call('webmatch', { user_id: PREMIUM, follow_id: liked, type: 'like' });
    await api.call('webmatch', { user_id: PREMIUM, follow_id: superLiked, type: 'superlike' });
    await api.call('webunmatch', { user_id: PREMIUM, follow_id: declined });
    const ids = await deckIds(PREMIUM);
    for (const gone of [liked, superLiked, declined, ...matches]) expect(ids).not.toContain(gone);
  });

  it('never shows a blocked pair, whichever side blocked', async () => {
    await signIn('regular');
    const [blockedByMe, blockedMe] = (await deckIds(FREE)).slice(0, 2) as [string, string];
    await db.blocks.create({ blocker_id: FREE, blocked_id: blockedByMe, at: clock.now() });
    await db.blocks.create({ blocker_id: blockedMe, blocked_id: FREE, at: clock.now() });
    const ids = await deckIds(FREE);
    expect(ids).not.toContain(blockedByMe);
    expect(ids).not.toContain(blockedMe);
  });

  it('never shows deactivated members, nor invisible premium members', async () => {
    await signIn('regular');
    const [deactivated, invisible, lapsedInvisible] = (await deckIds(FREE)).slice(0, 3) as [string, string, string];
    await changeMember(deactivated, (record) => {
      record.userstatus = '0';
    });
    await changeMember(invisible, (record) => {
      record.invisible = 'true';
      record.premium_member = 'true';
      record.membership_valid_web = '2099-01-01';
    });
    // Invisible is a premium setting: once the membership lapsed it no longer hides them.
    await changeMember(lapsedInvisible, (record) => {
      record.invisible = 'true';
      record.premium_member = 'true';
      record.membership_valid_web = '2000-01-01';
    });
    const ids = await deckIds(FREE);
    expect(ids).not.toContain(deactivated);
    expect(ids).not.toContain(invisible);
    expect(ids).toContain(lapsedInvisible);
  });

  it("keeps to the member's filter: age, gender, here-to and distance", async () => {
    await signIn('regular');
    const me = memberRecord(FREE);
    await api.call('websetfilter', filterFor(me, { age: '25-40', gender: 'women', people_for: '2,3', distance: '5' }));
    const ids = await deckIds(FREE);
    expect(ids.length).toBeGreaterThan(0);
    for (const userId of ids) {
      const person = memberRecord(userId);
      expect(Number(person.age)).toBeGreaterThanOrEqual(25);
      expect(Number(person.age)).toBeLessThanOrEqual(40);
      expect(person.gender).toBe('female');
      expect(['2', '3']).toContain(person.people_for);
      expect(distanceKm({ lat: Number(me.lat), lon: Number(me.lon) }, { lat: Number(person.lat), lon: Number(person.lon) })).toBeLessThanOrEqual(5);
    }
  });

  it('shows far people once a premium member searches where they live, and nobody where nobody lives', async () => {
    await signIn('premium');
    const far = memberRecord(FAR_PERSON);
    await api.call('websetfilter', filterFor(memberRecord(PREMIUM), { place: far.location, lat: far.lat, lon: far.lon, distance: '10' }));
    expect(await deckIds(PREMIUM)).toEqual([FAR_PERSON]);
    await api.call('websetfilter', filterFor(memberRecord(PREMIUM), { place: 'Null Island, Atlantic Ocean', lat: '0', lon: '0' }));
    expect(await deckIds(PREMIUM)).toEqual([]);
  });
});

describe('webmatch', () => {
  it("answers match '0' for a like that is not mutual, and the person's profile shows it pending", async () => {
    await signIn('regular');
    const answer = await api.call('webmatch', { user_id: FREE, follow_id: STRANGER, type: 'like' });
    expect(answer).toEqual({ status: 'true', match: '0', message: 'Liked successfully', superlike_count: '0' });
    const { result } = await api.call('webprofilenew', { user_id: FREE, friend_id: STRANGER });
    expect(result.send_match).toBe('3');
  });

  it("answers match '1' with the match details when the person already liked the member", async () => {
    const { memberId, likers } = await newMemberWith({ likes: 10 });
    const liker = memberRecord(likers[1] ?? '');
    const me = memberRecord(memberId);
    const answer = await api.call('webmatch', { user_id: memberId, follow_id: liker.user_id, type: 'like' });
    expect(answer).toMatchObject({ status: 'true', match: '1', message: "It's a Match!" });
    expect(answer.result).toEqual({
      loguser_image: me.images,
      frienduser_image: liker.images,
      frienduser_name: liker.user_name,
      frienduser_id: liker.user_id,
    });
    expect((await countsOf(memberId)).like_request).toBe('9');
    const { peoples } = await api.call('webfriendslist', { user_id: memberId, limit: '100' });
    expect(peoples.map((entry) => entry.user_id)).toContain(liker.user_id);
    expect((await api.call('webprofilenew', { user_id: memberId, friend_id: liker.user_id })).result.send_match).toBe('1');
  });

  it("answers match '1' at once when a seeded person likes back", async () => {
    await signIn('regular');
    const pending = new Set(db.likes.findMany((q) => q.where({ to_id: FREE })).map((like) => like.from_id));
    const likesBackSoon = (await deckIds(FREE)).find((userId) => likesBack(userId) && !pending.has(userId)) ?? '';
    const answer = await api.call('webmatch', { user_id: FREE, follow_id: likesBackSoon, type: 'like' });
    expect(answer).toMatchObject({ match: '1', result: { frienduser_id: likesBackSoon } });
    expect(likesBack(STRANGER)).toBe(false);
  });

  it('is idempotent: liking the same person again records nothing new', async () => {
    await signIn('regular');
    const first = await api.call('webmatch', { user_id: FREE, follow_id: STRANGER, type: 'like' });
    const again = await api.call('webmatch', { user_id: FREE, follow_id: STRANGER, type: 'like' });
    expect(again).toEqual(first);
    expect(db.likes.findMany((q) => q.where({ from_id: FREE, to_id: STRANGER }))).toHaveLength(1);
  });

  it('spends a super like, once per person, and answers the count left', async () => {
    await signIn('premium');
    const before = Number(memberRecord(PREMIUM).superlike_count);
    const answer = await api.call('webmatch', { user_id: PREMIUM, follow_id: STRANGER, type: 'superlike' });
    expect(answer).toMatchObject({ match: '0', message: 'Super liked successfully', superlike_count: String(before - 1) });
    const again = await api.call('webmatch', { user_id: PREMIUM, follow_id: STRANGER, type: 'superlike' });
    expect(again.superlike_count).toBe(String(before - 1));
    expect((await api.call('webprofile', { user_id: PREMIUM })).result.superlike_count).toBe(String(before - 1));
  });

  it("refuses a super like with none left, answering superlike_count '0'", async () => {
    await signIn('regular');
    expect(memberRecord(FREE).superlike_count).toBe('0');
    const error = await refusalOf(api.call('webmatch', { user_id: FREE, follow_id: STRANGER, type: 'superlike' }));
    expect(error.message).toBe('You have no super likes left');
    expect(error.refusal?.superlike_count).toBe('0');
    expect(db.likes.findFirst((q) => q.where({ from_id: FREE, to_id: STRANGER }))).toBeUndefined();
  });

  it('lets a regular member like without a daily limit', async () => {
    await signIn('regular');
    for (const userId of (await deckIds(FREE)).slice(0, 30)) {
      await expect(api.call('webmatch', { user_id: FREE, follow_id: userId, type: 'like' })).resolves.toMatchObject({ status: 'true' });
    }
  });

  it.each([
    ['an unknown member', '999999', 'User not found'],
    ['a deactivated member', INACTIVE, 'User not found'],
    ['the member themself', FREE, 'You cannot like or decline yourself'],
  ])('refuses %s', async (_case, followId, message) => {
    await signIn('regular');
    const error = await refusalOf(api.call('webmatch', { user_id: FREE, follow_id: followId, type: 'like' }));
    expect(error.message).toBe(message);
  });

  it('refuses a blocked pair', async () => {
    await signIn('regular');
    await db.blocks.create({ blocker_id: STRANGER, blocked_id: FREE, at: clock.now() });
    const error = await refusalOf(api.call('webmatch', { user_id: FREE, follow_id: STRANGER, type: 'like' }));
    expect(error.message).toBe('This user is not available');
  });
});

describe('webunmatch', () => {
  it('declines a deck card: it never shows again', async () => {
    await signIn('regular');
    const [first] = await deckIds(FREE);
    await expect(api.call('webunmatch', { user_id: FREE, follow_id: first ?? '' })).resolves.toEqual({ status: 'true', message: 'User declined' });
    expect(await deckIds(FREE)).not.toContain(first);
  });

  it('declines a like and a super like: they leave the lists and the counts follow', async () => {
    const { memberId, likers, superLikers } = await newMemberWith({ likes: 10, superLikes: 9 });
    const [liker, superLiker] = [likers[2] ?? '', superLikers[1] ?? ''];
    await api.call('webunmatch', { user_id: memberId, follow_id: liker });
    await api.call('webunmatch', { user_id: memberId, follow_id: superLiker });
    const likes = await api.call('webfriendrequests', { user_id: memberId, limit: '100', type: 'like' });
    const superLikes = await api.call('webfriendrequests', { user_id: memberId, limit: '100', type: 'superlike' });
    expect(likes.peoples.map((entry) => entry.user_id)).not.toContain(liker);
    expect(superLikes.peoples.map((entry) => entry.user_id)).not.toContain(superLiker);
    expect(await countsOf(memberId)).toMatchObject({ like_request: '9', superlike_request: '8' });
    expect(await deckIds(memberId)).not.toContain(liker);
  });

  it('refuses an unknown member', async () => {
    await signIn('regular');
    expect((await refusalOf(api.call('webunmatch', { user_id: FREE, follow_id: '999999' }))).message).toBe('User not found');
  });
});

describe('webundomatch', () => {
  it('refuses a regular member', async () => {
    await signIn('regular');
    await api.call('webmatch', { user_id: FREE, follow_id: STRANGER, type: 'like' });
    expect((await refusalOf(api.call('webundomatch', { user_id: FREE }))).message).toBe('Only premium members can rewind');
  });

  it('refuses when there is no swipe to undo', async () => {
    await signIn('premium');
    expect((await refusalOf(api.call('webundomatch', { user_id: PREMIUM }))).message).toBe('There is no swipe to rewind');
  });

  it('undoes the last nope once: the person is back in the deck', async () => {
    await signIn('premium');
    const [first] = await deckIds(PREMIUM);
    await api.call('webunmatch', { user_id: PREMIUM, follow_id: first ?? '' });
    await expect(api.call('webundomatch', { user_id: PREMIUM })).resolves.toEqual({ status: 'true', message: 'Last swipe undone' });
    expect((await deckIds(PREMIUM))[0]).toBe(first);
    expect((await refusalOf(api.call('webundomatch', { user_id: PREMIUM }))).message).toBe('There is no swipe to rewind');
  });

  it('undoes only the last of several swipes', async () => {
    await signIn('premium');
    const [first, second] = (await deckIds(PREMIUM)).slice(0, 2) as [string, string];
    await api.call('webmatch', { user_id: PREMIUM, follow_id: first, type: 'like' });
    await api.call('webunmatch', { user_id: PREMIUM, follow_id: second });
    await api.call('webundomatch', { user_id: PREMIUM });
    const ids = await deckIds(PREMIUM);
    expect(ids).toContain(second);
    expect(ids).not.toContain(first);
  });

  it('gives back the super like a rewound super like spent', async () => {
    await signIn('premium');
    const before = memberRecord(PREMIUM).superlike_count;
    await api.call('webmatch', { user_id: PREMIUM, follow_id: STRANGER, type: 'superlike' });
    await api.call('webundomatch', { user_id: PREMIUM });
    expect(memberRecord(PREMIUM).superlike_count).toBe(before);
    expect(await deckIds(PREMIUM)).toContain(STRANGER);
  });

  it('undoes a like that made a match: the like is pending again', async () => {
    await signIn('premium');
    const [liker] = (await attention({ memberId: PREMIUM, likes: 1 })).likers as [string];
    expect((await api.call('webmatch', { user_id: PREMIUM, follow_id: liker, type: 'like' })).match).toBe('1');
    await api.call('webundomatch', { user_id: PREMIUM });
    const likes = await api.call('webfriendrequests', { user_id: PREMIUM, limit: '100', type: 'like' });
    expect(likes.peoples.map((entry) => entry.user_id)).toContain(liker);
    const friends = await api.call('webfriendslist', { user_id: PREMIUM, limit: '100' });
    expect(friends.peoples.map((entry) => entry.user_id)).not.toContain(liker);
  });
});

describe('websetfilter', () => {
  it("stores the filter and the search location, and answers 'Filter updated'", async () => {
    await signIn('premium');
    const far = memberRecord(FAR_PERSON);
    const answer = await api.call(
      'websetfilter',
      filterFor(memberRecord(PREMIUM), { age: '20-35', distance: '50', gender: 'men', people_for: '1,4', place: far.location, lat: far.lat, lon: far.lon }),
    );
    expect(answer).toEqual({ status: 'true', message: 'Filter updated' });
    const { result } = await api.call('webprofile', { user_id: PREMIUM });
    expect(result).toMatchObject({
      filter_age: '20-35',
      filter_distance: '50',
      filter_gender: 'men',
      filter_peoplefor: ['1', '4'],
      location: far.location,
      lat: far.lat,
      lon: far.lon,
    });
  });

  it('lets a regular member save the filter where they already are', async () => {
    await signIn('regular');
    await expect(api.call('websetfilter', filterFor(memberRecord(FREE), { age: '30-45' }))).resolves.toMatchObject({ status: 'true' });
    expect(memberRecord(FREE).filter_age).toBe('30-45');
  });

  it('refuses a regular member a new location (change location is premium)', async () => {
    await signIn('regular');
    const far = memberRecord(FAR_PERSON);
    const error = await refusalOf(api.call('websetfilter', filterFor(memberRecord(FREE), { place: far.location, lat: far.lat, lon: far.lon })));
    expect(error.message).toBe('Only premium members can change the location');
  });

  it.each([
    ['an age below 18', { age: '17-30' }, 'Age must be between 18 and 80'],
    ['an age above the admin maximum', { age: '18-81' }, 'Age must be between 18 and 80'],
    ['a minimum above the maximum', { age: '40-30' }, 'Age must be between 18 and 80'],
    ['an age that is not min-max', { age: '30' }, 'Missing or invalid field: age'],
    ['a distance above the admin maximum', { distance: '101' }, 'Distance must be between 0 and 100 km'],
    ['an unknown here-to choice', { people_for: '1,9' }, 'Please choose what people are here for from the list'],
    ['a blank place', { place: ' ' }, 'please select the location'],
    ['a blank latitude', { lat: ' ' }, 'please select the location'],
    ['an undefined longitude', { lon: 'undefined' }, 'please select the location from dropdown'],
    ['a latitude off the globe', { lat: '123' }, 'please select the location from dropdown'],
  ] as const)('refuses %s', async (_case, change, message) => {
    await signIn('premium');
    const error = await refusalOf(api.call('websetfilter', filterFor(memberRecord(PREMIUM), change)));
    expect(error.message).toBe(message);
  });

  it('refuses a gender that is not men, women or everyone', async () => {
    await signIn('premium');
    const request = { ...filterFor(memberRecord(PREMIUM)), gender: 'robots' } as unknown as RequestOf<typeof websetfilter>;
    expect((await refusalOf(api.call('websetfilter', request))).message).toBe('Missing or invalid field: gender');
  });
});

describe('webprofilenew', () => {
  it("answers another member's profile with no relation, and my photo for the match dialog", async () => {
    await signIn('regular');
    const person = memberRecord(STRANGER);
    const { result } = await api.call('webprofilenew', { user_id: FREE, friend_id: STRANGER });
    expect(result).toEqual({
      user_id: STRANGER,
      user_name: person.user_name,
      age: person.age,
      show_age: 'false',
      location: person.location,
      show_location: 'false',
      bio: person.bio,
      job: person.job,
      company: person.company,
      school: person.school,
      imagess: person.imagess,
      interest_other: person.interest,
      ex_web: person.ex1,
      premium_member: person.premium_member,
      report: 'false',
      send_match: '0',
      loguser_image: memberRecord(FREE).images,
      user_image: person.images,
    });
  });

  it("answers send_match '1' for a match", async () => {
    await signIn('regular');
    const { partnerId } = await freshMatch({ memberId: FREE });
    const { result } = await api.call('webprofilenew', { user_id: FREE, friend_id: partnerId });
    expect(result.send_match).toBe('1');
  });

  it('still sends age and location when the person hides them, with the flags that hide them', async () => {
    await signIn('regular');
    await changeMember(STRANGER, (record) => {
      record.premium_member = 'true';
      record.membership_valid_web = '2099-01-01';
      record.show_age = 'true';
      record.show_location = 'true';
    });
    const { result } = await api.call('webprofilenew', { user_id: FREE, friend_id: STRANGER });
    const person = memberRecord(STRANGER);
    expect(result).toMatchObject({ show_age: 'true', show_location: 'true', age: person.age, location: person.location, premium_member: 'true' });
  });

  it.each([
    ['an unknown member', '999999', 'User not found'],
    ['a deactivated member', INACTIVE, 'User not found'],
  ])('refuses %s', async (_case, friendId, message) => {
    await signIn('regular');
    expect((await refusalOf(api.call('webprofilenew', { user_id: FREE, friend_id: friendId }))).message).toBe(message);
  });

  it('refuses a blocked pair', async () => {
    await signIn('regular');
    await db.blocks.create({ blocker_id: FREE, blocked_id: STRANGER, at: clock.now() });
    expect((await refusalOf(api.call('webprofilenew', { user_id: FREE, friend_id: STRANGER }))).message).toBe('This user is not available');
  });
});

describe('webvisitprofile', () => {
  it("records a visit: the visitor tops the member's visitors; a re-visit updates the time, not the count", async () => {
    await signIn('regular');
    const before = Number((await countsOf(FREE)).visitors);
    await signIn('premium');
    await expect(api.call('webvisitprofile', { visit_user_id: FREE, user_id: PREMIUM })).resolves.toEqual({ status: 'true', message: 'Visit recorded' });
    clock.advance(60_000);
    await api.call('webvisitprofile', { visit_user_id: FREE, user_id: PREMIUM });
    expect(db.visits.findMany((q) => q.where({ visitor_id: PREMIUM, visited_id: FREE })).map((visit) => visit.at)).toEqual([clock.now()]);
    await signIn('regular');
    const { peoples } = await api.call('webvisitors', { user_id: FREE });
    expect(peoples[0]?.user_id).toBe(PREMIUM);
    expect(peoples).toHaveLength(before + 1);
    expect((await countsOf(FREE)).visitors).toBe(String(before + 1));
  });

  it('ignores a visit of oneself', async () => {
    await signIn('regular');
    const before = (await countsOf(FREE)).visitors;
    await expect(api.call('webvisitprofile', { visit_user_id: FREE, user_id: FREE })).resolves.toMatchObject({ status: 'true' });
    expect((await countsOf(FREE)).visitors).toBe(before);
  });

  it('refuses an unknown member', async () => {
    await signIn('regular');
    expect((await refusalOf(api.call('webvisitprofile', { visit_user_id: '999999', user_id: FREE }))).message).toBe('User not found');
  });
});

describe('webreport', () => {
  it('reports, then unreports on the second call', async () => {
    await signIn('regular');
    await expect(api.call('webreport', { user_id: FREE, report_user_id: STRANGER })).resolves.toEqual({ status: 'true', message: 'User reported' });
    expect((await api.call('webprofilenew', { user_id: FREE, friend_id: STRANGER })).result.report).toBe('true');
    await expect(api.call('webreport', { user_id: FREE, report_user_id: STRANGER })).resolves.toEqual({ status: 'true', message: 'User unreported' });
    expect((await api.call('webprofilenew', { user_id: FREE, friend_id: STRANGER })).result.report).toBe('false');
  });

  it.each([
    ['an unknown member', '999999', 'User not found'],
    ['oneself', FREE, 'You cannot report yourself'],
  ])('refuses reporting %s', async (_case, reportedId, message) => {
    await signIn('regular');
    expect((await refusalOf(api.call('webreport', { user_id: FREE, report_user_id: reportedId }))).message).toBe(message);
  });
});
