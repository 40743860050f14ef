import { describe, expect, it } from 'vitest';
import { feedKindOf, isLiked } from '@/features/feeds/feed-kind';
import { feedTime } from '@/features/feeds/feed-time';

describe('feedKindOf', () => {
  it('shows an image update with its photos and caption', () => {
    expect(feedKindOf({ feed_type: 'image', feed_content: 'Weekend hike', feed_content_images: ['a.jpg', ' ', 'b.jpg'] })).toEqual({
      layout: 'image',
      photos: ['a.jpg', 'b.jpg'],
      caption: 'Weekend hike',
    });
  });

  it('reads an image update without an image as text', () => {
    expect(feedKindOf({ feed_type: 'image', feed_content: 'Hello', feed_content_images: [] })).toEqual({ layout: 'text', field: 'other', text: 'Hello' });
  });

  it('shows a location update as a place', () => {
    expect(feedKindOf({ feed_type: 'Location', feed_content: 'Paris, France', feed_content_images: [] })).toEqual({ layout: 'location', place: 'Paris, France' });
  });

  it('names the profile field of a text update, and any other type as a plain update', () => {
    for (const field of ['job', 'bio', 'company', 'school'] as const) {
      expect(feedKindOf({ feed_type: field, feed_content: 'x', feed_content_images: [] })).toEqual({ layout: 'text', field, text: 'x' });
    }
    expect(feedKindOf({ feed_type: 'interest', feed_content: 'Chess', feed_content_images: [] })).toEqual({ layout: 'text', field: 'other', text: 'Chess' });
  });
});

describe('isLiked', () => {
  it("follows the server's flag, or a like made on this page", () => {
    expect(isLiked({ feed_id: '1', liked: 'true' }, new Set())).toBe(true);
    expect(isLiked({ feed_id: '1', liked: 'false' }, new Set(['1']))).toBe(true);
    expect(isLiked({ feed_id: '1', liked: 'false' }, new Set(['2']))).toBe(false);
  });
});

describe('feedTime', () => {
  const now = Date.UTC(2026, 10, 23, 12, 0);

  it('is relative within a week, in the page language', () => {
    expect(feedTime(String(now - 5 * 60_000), 'en', now)?.label).toBe('5 minutes ago');
    expect(feedTime(String(now - 2 * 3600_000), 'fr', now)?.label).toBe('il y a 2 heures');
    expect(feedTime(String(now - 2 * 3600_000), 'ar', now)?.label).toMatch(/منذ/);
  });

  it('is the date (day, month name, year) after a week', () => {
    expect(feedTime(String(Date.UTC(2026, 0, 5, 12)), 'en', now)?.label).toBe('5 January 2026');
    expect(feedTime(String(Date.UTC(2026, 0, 5, 12)), 'fr', now)?.label).toBe('5 janvier 2026');
  });

  it('gives the machine-readable time, and nothing for a value that is not a time', () => {
    expect(feedTime(String(now), 'en', now)?.iso).toBe('2026-11-23T12:00:00.000Z');
    expect(feedTime('', 'en', now)).toBeNull();
    expect(feedTime('soon', 'en', now)).toBeNull();
  });
});
