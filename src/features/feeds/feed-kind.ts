import type { FeedEntry } from '@/shared/api/contract/social';

/**
 * How a feed entry shows (docs/product/calls.md#fields): 'image' and 'location' have their own
 * layout; every other type (job, bio, company, school, or one the server adds
 * later) is a text update about the profile field it names.
 */
export type FeedKind =
  | { layout: 'image'; photos: string[]; caption: string }
  | { layout: 'location'; place: string }
  | { layout: 'text'; field: TextField; text: string };

export const textFields = ['job', 'bio', 'company', 'school'] as const;
export type TextField = (typeof textFields)[number] | 'other';

function isTextField(type: string): type is (typeof textFields)[number] {
  return (textFields as readonly string[]).includes(type);
}

export function feedKindOf(entry: Pick<FeedEntry, 'feed_type' | 'feed_content' | 'feed_content_images'>): FeedKind {
  const type = entry.feed_type.trim().toLowerCase();
  const photos = entry.feed_content_images.filter((photo) => photo.trim() !== '');
  // An image update without an image has nothing to show large: it reads as a text update.
  if (type === 'image' && photos.length > 0) return { layout: 'image', photos, caption: entry.feed_content };
  if (type === 'location') return { layout: 'location', place: entry.feed_content };
  return { layout: 'text', field: isTextField(type) ? type : 'other', text: entry.feed_content };
}

/** The server's liked flag, or a like this page just made (before the list reloads). */
export function isLiked(entry: Pick<FeedEntry, 'feed_id' | 'liked'>, likedHere: ReadonlySet<string>): boolean {
  return entry.liked === 'true' || likedHere.has(entry.feed_id);
}
