import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import people from '../../../fixtures/photos/people.json';
import { takeSnapshot } from '@mocks/db/snapshot';
import { photoCount, portraitsOf } from '@mocks/lib/photos';
import { seedDatabase } from '@mocks/seed/seed-database';

const dir = join(process.cwd(), 'fixtures', 'photos');
/** The fixture's file name in a served URL: no query, no build hash. */
const nameOf = (url: string) => (url.split('?')[0] ?? '').replace(/^.*\//, '').replace(/-[\w-]{8}\.svg$/, '.svg');
const personOf = (url: string) => people.find((person) => person.shots.includes(nameOf(url)));

describe('the fixture portraits', () => {
  it('are small files, several shots per person, each listed once in people.json', () => {
    const files = readdirSync(dir).filter((name) => name.endsWith('.svg'));
    const listed = people.flatMap((person) => person.shots);
    expect(new Set(listed)).toEqual(new Set(files));
    expect(photoCount).toBe(files.length);
    for (const person of people) expect(person.shots.length).toBeGreaterThanOrEqual(3);
    const sizes = files.map((name) => statSync(join(dir, name)).size);
    expect(Math.max(...sizes)).toBeLessThan(12_000);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThan(1_500_000);
    // Drawn offline: no embedded bitmaps and no references to other files or hosts.
    for (const name of files) expect(readFileSync(join(dir, name), 'utf8')).not.toMatch(/<image|href="(?!#)|url\((?!#)/);
  });

  it('give a member shots of one person of the member’s gender, the same for the same pick', () => {
    for (const gender of ['female', 'male'] as const) {
      for (const pick of [0, 5, 17, 999]) {
        const shots = portraitsOf(gender, pick, 4);
        expect(shots).toEqual(portraitsOf(gender, pick, 4));
        expect(new Set(shots).size).toBe(4);
        const person = personOf(shots[0] ?? '');
        expect(person?.gender).toBe(gender);
        for (const shot of shots) expect(person?.shots).toContain(nameOf(shot));
      }
    }
  });

  it('match the seeded members’ genders, the demo accounts included', async () => {
    await seedDatabase(42);
    const members = takeSnapshot().members as Array<{ email: string; gender: string; imagess: string[] }>;
    for (const member of members.slice(0, 60)) {
      if (member.gender === 'other') continue;
      for (const url of member.imagess) expect(personOf(url)?.gender).toBe(member.gender);
    }
    const alex = members.find((member) => member.email === 'free@demo.test');
    expect(personOf(alex?.imagess[0] ?? '')?.gender).toBe('male');
  });
});
