import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { cacheByInputs } from '../../../scripts/vite/cache-by-inputs';

// The seed snapshot's keeping between processes (scripts/vite/seed-snapshot-plugin.ts), on a project of two inputs.
let root: string;
const cache = () => ({ root, inputs: ['mocks', 'package-lock.json'], folder: 'cache', name: 'seed-snapshot' });
/** A maker that says how many times it has made the text: "made 1", "made 2"… */
function counting() {
  const maker = { made: 0, make: async () => `made ${++maker.made}` };
  return maker;
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'amora-cache-'));
  await mkdir(join(root, 'mocks', 'seed'), { recursive: true });
  await writeFile(join(root, 'mocks', 'seed', 'people.ts'), 'export const people = 1;');
  await writeFile(join(root, 'package-lock.json'), '{}');
});

afterEach(() => rm(root, { recursive: true, force: true }));

it('makes the text once for the same inputs: the next process reads it', async () => {
  const maker = counting();
  expect(await cacheByInputs(cache(), maker.make)).toBe('made 1');
  expect(await cacheByInputs(cache(), maker.make)).toBe('made 1');
  expect(maker.made).toBe(1);
});

it('makes it again when a file of the inputs changes, a file is added, or the lock file changes, and keeps only the last', async () => {
  const { make } = counting();
  await cacheByInputs(cache(), make);
  await writeFile(join(root, 'mocks', 'seed', 'people.ts'), 'export const people = 2;');
  expect(await cacheByInputs(cache(), make)).toBe('made 2');
  await writeFile(join(root, 'mocks', 'seed', 'places.ts'), 'export const places = [];');
  expect(await cacheByInputs(cache(), make)).toBe('made 3');
  await writeFile(join(root, 'package-lock.json'), '{"lockfileVersion":3}');
  expect(await cacheByInputs(cache(), make)).toBe('made 4');
  expect(await readdir(join(root, 'cache'))).toHaveLength(1);
});

it('still answers the text made where it cannot be kept', async () => {
  // A file where the folder would be: nothing can be written under it.
  await writeFile(join(root, 'cache'), '');
  const { make } = counting();
  expect(await cacheByInputs(cache(), make)).toBe('made 1');
  expect(await cacheByInputs(cache(), make)).toBe('made 2');
});
