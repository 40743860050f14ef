import { db } from '../db/database';
import { memberById } from '../db/member-index';
import { feedRecord, type FeedRecord } from '../db/discovery-records';
import { clock } from '../lib/clock';
import { photoUrl } from '../lib/photos';
import { nextId } from './ids';

/** A new profile photo is the author's own portrait; drawn ones for an author the database lacks. */
function newProfilePhotos(authorId: string, feedId: string): string[] {
  const own = memberById(authorId)?.imagess.slice(0, 2) ?? [];
  return own.length > 0 ? own : [photoUrl(Number(feedId) * 11), photoUrl(Number(feedId) * 11 + 5)];
}

/** A feed entry a member posted: a bio update unless told otherwise; `type: 'image'` brings two photos. */
export function buildFeed(authorId: string, overrides: Partial<FeedRecord> = {}): FeedRecord {
  const feedId = overrides.feed_id ?? nextId(db.feeds.all().map((feed) => feed.feed_id));
  const image = overrides.feed_type === 'image';
  return feedRecord.parse({
    feed_id: feedId,
    user_id: authorId,
    feed_type: 'bio',
    feed_content: image ? 'New profile photo' : 'Updated their profile',
    feed_content_images: image ? newProfilePhotos(authorId, feedId) : [],
    at: clock.now(),
    ...overrides,
  });
}
