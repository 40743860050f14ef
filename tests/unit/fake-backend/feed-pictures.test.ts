import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import people from '../../../fixtures/photos/people.json';
import scenes from '../../../fixtures/scenes/scenes.json';
import { takeSnapshot } from '@mocks/db/snapshot';
import { seedDatabase } from '@mocks/seed/seed-database';

/**
 * A feed post's pictures fit its words: photo posts show drawn scenes of what they say
 * (fixtures/scenes/), not a portrait, and a new profile photo the author's own portraits.
 */
const dir = join(process.cwd(), 'fixtures', 'scenes');
/** The fixture's file name in a served URL: no query, no build hash. */
const nameOf = (url: string) => (url.split('?')[0] ?? '').replace(/^.*\//, '').replace(/-[\w-]{8}\.svg$/, '.svg');
const portraits = new Set(people.flatMap((person) => person.shots));

const sceneOfCaption: Record<string, keyof typeof scenes> = {
  'Sunday at the market': 'market',
  'Finally some sun!': 'sun',
  'Weekend hike': 'hike',
  'Best coffee in town': 'coffee',
  'Concert night': 'concert',
};

interface Feed {
  user_id: string;
  feed_type: string;
  feed_content: string;
  feed_content_images: string[];
}

describe('the feed photos', () => {
  it('are small drawn files, each listed once in scenes.json', () => {
    const files = readdirSync(dir).filter((name) => name.endsWith('.svg'));
    expect(new Set(Object.values(scenes).flat())).toEqual(new Set(files));
    for (const name of files) {
      expect(statSync(join(dir, name)).size).toBeLessThan(8_000);
      // Drawn offline: no embedded bitmaps and no references to other files or hosts.
      expect(readFileSync(join(dir, name), 'utf8')).not.toMatch(/<image|href="(?!#)|url\((?!#)/);
    }
  });

  it('of the seed fit their captions: a scene of what the post says, or the author’s own portraits', async () => {
    await seedDatabase(42);
    const snapshot = takeSnapshot();
    const feeds = (snapshot.feeds as Feed[]).filter((feed) => feed.feed_type === 'image');
    const members = snapshot.members as Array<{ user_id: string; imagess: string[] }>;
    expect(feeds.map((feed) => feed.feed_content)).toContain('Weekend hike');
    for (const feed of feeds) {
      expect(feed.feed_content_images.length, feed.feed_content).toBeGreaterThan(0);
      const names = feed.feed_content_images.map(nameOf);
      if (feed.feed_content === 'New profile photo') {
        const author = members.find((member) => member.user_id === feed.user_id);
        expect(author?.imagess).toEqual(expect.arrayContaining(feed.feed_content_images));
        continue;
      }
      const scene = sceneOfCaption[feed.feed_content];
      expect(scene, `a scene for "${feed.feed_content}"`).toBeDefined();
      for (const name of names) {
        expect(portraits.has(name), `${feed.feed_content}: ${name}`).toBe(false);
        expect(scenes[scene as keyof typeof scenes]).toContain(name);
      }
    }
  });
});
