import { describe, expect, it } from 'vitest';
import { api } from '@/shared/api/api';
import { db } from '@mocks/db/database';
import { areMatched } from '@mocks/domain/matches';
import { clock } from '@mocks/lib/clock';
import { demoAccounts } from '@mocks/seed/demo-accounts';
import { signIn } from '@mocks/testing/sign-in';
import { refusalOf } from '../../support/api-failure';
import { changeMember, memberRecord, newMemberWith as memberWith } from '../../support/members';

const FREE = demoAccounts.regular.user_id;
const PREMIUM = demoAccounts.premium.user_id;


async function countsOf(userId: string) {
  return (await api.call('webgetcounts', { user_id: userId })).result;
}

async function friendIds(userId: string, options: { search_key?: string; sort?: 'online' } = {}) {
  const { peoples } = await api.call('webfriendslist', { user_id: userId, limit: '100', ...options });
  return peoples.map((entry) => entry.user_id);
}

async function deckIds(userId: string) {
  const { peoples } = await api.call('webgetpeople', { user_id: userId, timestamp: '0', limit: '1000' });
  return peoples.map((card) => card.user_id);
}

describe('webvisitors', () => {
  it('lists every visitor, newest first, as list entries; its length is the count', async () => {
    const { memberId, visitors } = await memberWith({ visitors: 11 });
    const { peoples } = await api.call('webvisitors', { user_id: memberId });
    expect(peoples.map((entry) => entry.user_id)).toEqual(visitors);
    expect(String(peoples.length)).toBe((await countsOf(memberId)).visitors);
    const visitor = memberRecord(visitors[0] ?? '');
    expect(peoples[0]).toEqual({
      user_id: visitor.user_id,
      user_name: visitor.user_name,
      user_image: visitor.images,
      online: visitor.online,
      show_distance: 'false',
      show_age: 'false',
      location: visitor.location,
      age: visitor.age,
    });
  });

  it('drops deactivated and blocked visitors from the list and the count alike', async () => {
    const { memberId, visitors } = await memberWith({ visitors: 11 });
    const [deactivated, blocker] = visitors as [string, string];
    await changeMember(deactivated, (record) => {
      record.userstatus = '0';
    });
    await db.blocks.create({ blocker_id: blocker, blocked_id: memberId, at: clock.now() });
    const { peoples } = await api.call('webvisitors', { user_id: memberId });
    expect(peoples).toHaveLength(9);
    expect((await countsOf(memberId)).visitors).toBe('9');
  });
});

describe('webfriendrequests', () => {
  it('pages likes by limit, newest first, and the count is the full length', async () => {
    const { memberId, likers } = await memberWith({ likes: 10 });
    const firstPage = await api.call('webfriendrequests', { user_id: memberId, limit: '8', type: 'like' });
    expect(firstPage).toMatchObject({ status: 'true' });
    expect(firstPage.peoples.map((entry) => entry.user_id)).toEqual(likers.slice(0, 8));
    const secondPage = await api.call('webfriendrequests', { user_id: memberId, limit: '16', type: 'like' });
    expect(secondPage.peoples.map((entry) => entry.user_id)).toEqual(likers);
    expect((await countsOf(memberId)).like_request).toBe('10');
  });

  it('lists super likes apart from likes', async () => {
    const { memberId, superLikers } = await memberWith({ likes: 3, superLikes: 9 });
    const { peoples } = await api.call('webfriendrequests', { user_id: memberId, limit: '16', type: 'superlike' });
    expect(peoples.map((entry) => entry.user_id)).toEqual(superLikers);
    expect((await countsOf(memberId)).superlike_request).toBe('9');
  });

  it('drops an answered like (matched or declined) from the list and the count', async () => {
    const { memberId, likers } = await memberWith({ likes: 10 });
    const [matched, declined] = likers as [string, string];
    await api.call('webmatch', { user_id: memberId, follow_id: matched, type: 'like' });
    await api.call('webunmatch', { user_id: memberId, follow_id: declined });
    const { peoples } = await api.call('webfriendrequests', { user_id: memberId, limit: '16', type: 'like' });
    expect(peoples).toHaveLength(8);
    expect(peoples.map((entry) => entry.user_id)).not.toContain(matched);
    expect(peoples.map((entry) => entry.user_id)).not.toContain(declined);
    expect((await countsOf(memberId)).like_request).toBe('8');
  });

  it('shows a new like from someone the member has not answered', async () => {
    await signIn('regular');
    const before = Number((await countsOf(FREE)).superlike_request);
    await signIn('premium');
    await api.call('webmatch', { user_id: PREMIUM, follow_id: FREE, type: 'superlike' });
    await signIn('regular');
    const { peoples } = await api.call('webfriendrequests', { user_id: FREE, limit: '8', type: 'superlike' });
    expect(peoples[0]?.user_id).toBe(PREMIUM);
    expect((await countsOf(FREE)).superlike_request).toBe(String(before + 1));
  });
});

describe('webfriendslist', () => {
  it('lists the matches, newest first, more than a page of them, by growing limit', async () => {
    const { memberId, matches } = await memberWith({ matches: 12 });
    const { peoples } = await api.call('webfriendslist', { user_id: memberId, limit: '8' });
    expect(peoples.map((entry) => entry.user_id)).toEqual(matches.slice(0, 8));
    const second = await api.call('webfriendslist', { user_id: memberId, limit: '16' });
    expect(second.peoples.map((entry) => entry.user_id)).toEqual(matches);
    const partner = memberRecord(matches[0] ?? '');
    expect(peoples[0]).toMatchObject({ user_name: partner.user_name, user_image: partner.images, online: partner.online, age: partner.age });
  });

  it('searches by name, whatever the case', async () => {
    const { memberId, matches } = await memberWith({ matches: 10 });
    const partner = memberRecord(matches[3] ?? '');
    const part = partner.user_name.slice(1, 4).toUpperCase();
    const found = await friendIds(memberId, { search_key: ` ${part} ` });
    expect(found).toContain(partner.user_id);
    for (const userId of found) expect(memberRecord(userId).user_name.toLowerCase()).toContain(part.toLowerCase());
    expect(await friendIds(memberId, { search_key: 'no-such-name' })).toEqual([]);
  });

  it('shows only the matches online now with sort=online', async () => {
    await signIn('premium');
    const all = await friendIds(PREMIUM);
    const online = all.filter((userId) => memberRecord(userId).online === '1');
    // The seed has both kinds, so the filter visibly changes the list.
    expect(online.length).toBeGreaterThan(0);
    expect(online.length).toBeLessThan(all.length);
    expect(await friendIds(PREMIUM, { sort: 'online' })).toEqual(online);
  });

  it('hides blocked and deactivated matches', async () => {
    const { memberId, matches: before } = await memberWith({ matches: 10 });
    const [blocked, deactivated] = before as [string, string];
    await db.blocks.create({ blocker_id: memberId, blocked_id: blocked, at: clock.now() });
    await changeMember(deactivated, (record) => {
      record.userstatus = '0';
    });
    const ids = await friendIds(memberId);
    expect(ids).toEqual(before.slice(2));
    expect(ids).not.toContain(blocked);
    expect(ids).not.toContain(deactivated);
  });

  it('adds a new match', async () => {
    const { memberId, superLikers } = await memberWith({ matches: 3, superLikes: 1 });
    const [superLiker] = superLikers as [string];
    await api.call('webmatch', { user_id: memberId, follow_id: superLiker, type: 'like' });
    expect((await friendIds(memberId))[0]).toBe(superLiker);
  });
});

describe.each(['unfriendweb', 'webunfriend'] as const)('%s', (call) => {
  it('ends the match for both: it leaves both match lists and never comes back in either deck', async () => {
    const { memberId, matches } = await memberWith({ matches: 4, likes: 10 });
    const partner = matches[2] ?? '';
    await expect(api.call(call, { user_id: memberId, unfriend_user_id: partner })).resolves.toEqual({ status: 'true', message: 'Unfriended successfully' });
    expect(areMatched(memberId, partner)).toBe(false);
    expect(await friendIds(memberId)).not.toContain(partner);
    expect(await deckIds(memberId)).not.toContain(partner);
    expect((await api.call('webprofilenew', { user_id: memberId, friend_id: partner })).result.send_match).toBe('0');
    // Nor does the former partner get the member back as a like or a card.
    expect(db.likes.findFirst((q) => q.where({ from_id: partner, to_id: memberId }))).toBeUndefined();
    expect(db.nopes.findFirst((q) => q.where({ from_id: partner, to_id: memberId }))).toBeDefined();
    expect((await countsOf(memberId)).like_request).toBe('10');
  });

  it('refuses someone who is not a match', async () => {
    const { memberId, likers } = await memberWith({ likes: 1 });
    expect((await refusalOf(api.call(call, { user_id: memberId, unfriend_user_id: likers[0] ?? '' }))).message).toBe(
      'You are not matched with this user',
    );
    expect((await refusalOf(api.call(call, { user_id: memberId, unfriend_user_id: '999999' }))).message).toBe('User not found');
  });
});

describe('webfeeds', () => {
  it('lists more than a page of feed entries, newest first, of every kind', async () => {
    await signIn('regular');
    const { status, feeds } = await api.call('webfeeds', { user_id: FREE });
    expect(status).toBe('true');
    expect(feeds.length).toBeGreaterThanOrEqual(12);
    const times = feeds.map((feed) => Number(feed.feed_time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const types = new Set(feeds.map((feed) => feed.feed_type));
    for (const type of ['image', 'location', 'bio', 'job']) expect(types).toContain(type);
    for (const feed of feeds.filter((entry) => entry.feed_type === 'image')) expect(feed.feed_content_images.length).toBeGreaterThan(0);
    const fromMatches = feeds.filter((feed) => areMatched(FREE, feed.user_id));
    expect(fromMatches.length).toBeGreaterThan(0);
    const author = memberRecord(feeds[0]?.user_id ?? '');
    expect(feeds[0]).toMatchObject({ user_name: author.user_name, user_image: author.images, gender: author.gender, liked: 'false' });
  });

  it("shows only the kinds of update the member's feed settings allow", async () => {
    await signIn('premium');
    await changeMember(PREMIUM, (record) => {
      record.feed_image = 'false';
      record.feed_location = 'false';
    });
    const { feeds } = await api.call('webfeeds', { user_id: PREMIUM });
    expect(feeds.length).toBeGreaterThan(0);
    for (const feed of feeds) expect(['image', 'location']).not.toContain(feed.feed_type);
  });

  it('hides entries by a blocked member', async () => {
    await signIn('regular');
    const { feeds } = await api.call('webfeeds', { user_id: FREE });
    const author = feeds[0]?.user_id ?? '';
    await db.blocks.create({ blocker_id: author, blocked_id: FREE, at: clock.now() });
    const after = await api.call('webfeeds', { user_id: FREE });
    expect(after.feeds.map((feed) => feed.user_id)).not.toContain(author);
  });
});

describe('webfeedlike', () => {
  it("likes an entry once: it shows liked 'true', and liking again is refused", async () => {
    await signIn('regular');
    const [feed] = (await api.call('webfeeds', { user_id: FREE })).feeds;
    const feedId = feed?.feed_id ?? '';
    await expect(api.call('webfeedlike', { user_id: FREE, feed_id: feedId })).resolves.toEqual({ status: 'true', message: 'Feed liked' });
    expect((await refusalOf(api.call('webfeedlike', { user_id: FREE, feed_id: feedId }))).message).toBe('You already liked this feed');
    const { feeds } = await api.call('webfeeds', { user_id: FREE });
    expect(feeds.find((entry) => entry.feed_id === feedId)?.liked).toBe('true');
    expect(feeds.filter((entry) => entry.liked === 'true')).toHaveLength(1);
    expect(db.feedLikes.findMany((q) => q.where({ user_id: FREE, feed_id: feedId }))).toHaveLength(1);
  });

  it('keeps one like when the button is pressed twice at once', async () => {
    await signIn('regular');
    const [feed] = (await api.call('webfeeds', { user_id: FREE })).feeds;
    const feedId = feed?.feed_id ?? '';
    const answers = await Promise.allSettled([api.call('webfeedlike', { user_id: FREE, feed_id: feedId }), api.call('webfeedlike', { user_id: FREE, feed_id: feedId })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(db.feedLikes.findMany((q) => q.where({ user_id: FREE, feed_id: feedId }))).toHaveLength(1);
  });

  it('refuses an unknown entry', async () => {
    await signIn('regular');
    expect((await refusalOf(api.call('webfeedlike', { user_id: FREE, feed_id: '999999' }))).message).toBe('Feed not found');
  });
});
