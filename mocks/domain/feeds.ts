import type { FeedEntry } from '@/shared/api/contract/social';
import { db } from '../db/database';
import type { FeedRecord } from '../db/discovery-records';
import type { MemberRecord } from '../db/records';
import { clock } from '../lib/clock';
import { oneAtATime } from '../lib/one-at-a-time';
import { isInvisible } from './deck';
import { distanceKm, pointOf } from './geo';
import { matchesOf } from './matches';
import { toFeedEntry } from './presenters';
import { blockedPartnersOf, compareIds, isActive } from './relations';
import { memberById } from '../db/member-index';

/**
 * The member's feed: updates from their matches and from people near them,
 * newest first. The member's own feed settings (Feed Images, Location, Job,
 * Bio, Company, School) choose which kinds of update they see.
 */

type FeedSetting = 'feed_image' | 'feed_location' | 'feed_job' | 'feed_bio' | 'feed_company' | 'feed_school';

const settingOfType: Record<string, FeedSetting> = {
  image: 'feed_image',
  location: 'feed_location',
  job: 'feed_job',
  bio: 'feed_bio',
  company: 'feed_company',
  school: 'feed_school',
};

export function feedsFor(member: MemberRecord): FeedEntry[] {
  const matched = new Set(matchesOf(member.user_id).map((match) => match.partnerId));
  const blocked = blockedPartnersOf(member.user_id);
  const liked = new Set(db.feedLikes.findMany((q) => q.where({ user_id: member.user_id })).map((like) => like.feed_id));
  const authors = new Map<string, MemberRecord | undefined>();
  const authorOf = (userId: string) => {
    if (!authors.has(userId)) authors.set(userId, visibleAuthor(member, userId, matched, blocked));
    return authors.get(userId);
  };
  return db.feeds
    .findMany()
    .filter((feed) => wantsType(member, feed))
    .sort((x, y) => y.at - x.at || compareIds(x.feed_id, y.feed_id))
    .flatMap((feed) => {
      const author = authorOf(feed.user_id);
      return author ? [toFeedEntry(feed, author, liked.has(feed.feed_id))] : [];
    });
}

/** A feed entry the member may see (and so like), or undefined. */
export function visibleFeed(member: MemberRecord, feedId: string): FeedRecord | undefined {
  const feed = db.feeds.findFirst((q) => q.where({ feed_id: feedId }));
  return feed && feedsFor(member).some((entry) => entry.feed_id === feedId) ? feed : undefined;
}

/** Feed likes run one at a time, so a double click records one like, not two. */
const serially = oneAtATime();

/**
 * Likes a feed entry once (docs/product/flows.md#feed-like): answers false, recording nothing,
 * when the member already liked it, so the caller refuses the second like.
 */
export function likeFeed(userId: string, feedId: string): Promise<boolean> {
  return serially(async () => {
    const like = { feed_id: feedId, user_id: userId };
    if (db.feedLikes.findFirst((q) => q.where(like))) return false;
    await db.feedLikes.create({ ...like, at: clock.now() });
    return true;
  });
}

function wantsType(member: MemberRecord, feed: FeedRecord): boolean {
  const setting = settingOfType[feed.feed_type];
  return setting === undefined || member[setting] !== 'false';
}

function visibleAuthor(member: MemberRecord, userId: string, matched: Set<string>, blocked: Set<string>): MemberRecord | undefined {
  if (userId === member.user_id || blocked.has(userId)) return undefined;
  const author = memberById(userId);
  if (!author || !isActive(author)) return undefined;
  if (matched.has(userId)) return author;
  // Nearby people are those the deck could show by distance; invisible members stay out of discovery.
  const here = pointOf(member);
  const there = pointOf(author);
  const near = here && there && distanceKm(here, there) <= Number(member.filter_distance);
  return near && !isInvisible(author, clock.now()) ? author : undefined;
}
