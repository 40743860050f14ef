import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const portraits = join(root, 'src/features/explore/portraits');
const samples = readdirSync(portraits).filter((name) => name.endsWith('.svg'));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : entry.name.endsWith('.svg') ? [join(dir, entry.name)] : [],
  );
}

/** The shapes a drawing is made of: its path data and its gradients' colour stops. */
function shapes(svg: string): string[] {
  return [...svg.matchAll(/\sd="([^"]{24,})"/g)].map((match) => match[1] ?? '');
}

describe("Explore's sample people", () => {
  it('are the screen’s own small illustrations, eight of them', () => {
    expect(samples).toHaveLength(8);
    for (const name of samples) {
      const svg = readFileSync(join(portraits, name), 'utf8');
      expect(svg.length, name).toBeLessThan(2048);
      expect(svg, name).toMatch(/<title>Explore illustration \d: an abstract silhouette, not a member<\/title>/);
    }
  });

  it("share no drawing with the fake backend's people (fixtures/), so the production bundle holds none of them", () => {
    const fixtureShapes = new Set(filesUnder(join(root, 'fixtures')).flatMap((file) => shapes(readFileSync(file, 'utf8'))));
    expect(fixtureShapes.size).toBeGreaterThan(0);
    for (const name of samples) {
      const own = shapes(readFileSync(join(portraits, name), 'utf8'));
      expect(own.length, name).toBeGreaterThan(0);
      expect(own.filter((shape) => fixtureShapes.has(shape)), name).toEqual([]);
    }
  });
});
