import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { folderByInputs, markFolderUsed, UNUSED_FOLDER_KEPT_MS } from '../../../../scripts/vite/cache-by-inputs.mjs';

// The standalone server's build kept between processes (scripts/mock-server/built-server.mjs), on a project of two inputs.
let root: string;
const cache = (also?: string) => ({ root, inputs: ['mocks', 'package-lock.json'], folder: 'cache', name: 'server', ...(also === undefined ? {} : { also }) });

/** A maker that writes `server.js` saying how many times it has made the folder: "made 1", "made 2"… */
function counting() {
  const maker = {
    made: 0,
    make: async (into: string) => {
      maker.made += 1;
      await writeFile(join(into, 'server.js'), `made ${maker.made}`);
    },
  };
  return maker;
}
const madeText = (folder: string) => readFile(join(folder, 'server.js'), 'utf8');
const keptFolders = () => readdir(join(root, 'cache'));
const name = (folder: string) => folder.slice(folder.lastIndexOf('/') + 1);

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'amora-kept-build-'));
  await mkdir(join(root, 'mocks', 'seed'), { recursive: true });
  await writeFile(join(root, 'mocks', 'server.ts'), 'export const port = 4000;');
  await writeFile(join(root, 'package-lock.json'), '{}');
});

afterEach(() => rm(root, { recursive: true, force: true }));

it('makes the folder once for the same inputs: the next process uses it', async () => {
  const maker = counting();
  const first = await folderByInputs(cache(), maker.make);
  expect(await folderByInputs(cache(), maker.make)).toBe(first);
  expect(await madeText(first)).toBe('made 1');
  expect(maker.made).toBe(1);
});

it('makes another when a file of the inputs changes, a file is added, the lock file or `also` changes; not for a file outside them', async () => {
  const { make } = counting();
  const first = await folderByInputs(cache(), make);
  await writeFile(join(root, 'README.md'), 'not an input');
  expect(await folderByInputs(cache(), make)).toBe(first);
  await writeFile(join(root, 'mocks', 'server.ts'), 'export const port = 4001;');
  expect(await madeText(await folderByInputs(cache(), make))).toBe('made 2');
  await writeFile(join(root, 'mocks', 'seed', 'people.ts'), 'export const people = [];');
  expect(await madeText(await folderByInputs(cache(), make))).toBe('made 3');
  await writeFile(join(root, 'package-lock.json'), '{"lockfileVersion":3}');
  expect(await madeText(await folderByInputs(cache(), make))).toBe('made 4');
  expect(await madeText(await folderByInputs(cache('{"VITE_API_URL":"x"}'), make))).toBe('made 5');
});

it('gives two processes that make the same folder at once the same whole folder, and leaves no partial one', async () => {
  // Both makers are inside `make` before either finishes: the second to rename finds the first's folder in place.
  let bothStarted: () => void = () => undefined;
  const started = new Promise<void>((resolve) => {
    let count = 0;
    bothStarted = () => {
      count += 1;
      if (count === 2) resolve();
    };
  });
  const slowMaker = (text: string) => async (into: string) => {
    bothStarted();
    await started;
    await writeFile(join(into, 'server.js'), text);
  };
  const [one, other] = await Promise.all([folderByInputs(cache(), slowMaker('one')), folderByInputs(cache(), slowMaker('other'))]);
  expect(other).toBe(one);
  expect(['one', 'other']).toContain(await madeText(one));
  expect(await keptFolders()).toEqual([name(one)]);
});

it('keeps nothing when making fails, and makes it again the next time', async () => {
  await expect(folderByInputs(cache(), () => Promise.reject(new Error('build failed')))).rejects.toThrow('build failed');
  expect(await keptFolders()).toEqual([]);
  const { make } = counting();
  expect(await madeText(await folderByInputs(cache(), make))).toBe('made 1');
});

it('removes a folder of other inputs unused for an hour when it keeps a new one, and keeps one used since', async () => {
  const { make } = counting();
  const old = await folderByInputs(cache(), make);
  const longAgo = new Date(Date.now() - UNUSED_FOLDER_KEPT_MS - 60_000);
  await utimes(old, longAgo, longAgo);
  await writeFile(join(root, 'mocks', 'server.ts'), 'export const port = 4001;');
  const recent = await folderByInputs(cache(), make);
  expect(await keptFolders()).toEqual([name(recent)]);

  // Used again just now, by a start from it: it stays beside the next one.
  await utimes(recent, longAgo, longAgo);
  expect(await folderByInputs(cache(), make)).toBe(recent);
  await writeFile(join(root, 'mocks', 'server.ts'), 'export const port = 4002;');
  const next = await folderByInputs(cache(), make);
  expect((await keptFolders()).sort()).toEqual([name(recent), name(next)].sort());

  // Marked by the process still running from it (built-server.mjs does, every quarter of the hour): it stays too.
  await utimes(next, longAgo, longAgo);
  await markFolderUsed(next);
  await writeFile(join(root, 'mocks', 'server.ts'), 'export const port = 4003;');
  const last = await folderByInputs(cache(), make);
  expect((await keptFolders()).sort()).toEqual([name(recent), name(next), name(last)].sort());
});
