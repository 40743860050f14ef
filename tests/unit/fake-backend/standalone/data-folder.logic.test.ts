import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileAtomically } from '@mocks/server-data/atomic-write';
import { folderUploadStore } from '@mocks/server-data/folder-uploads';
import { createSaveQueue } from '@mocks/server-data/save-queue';
import { readSavedState, ServerDataProblem, stateToSave } from '@mocks/server-data/state-file';

/**
 * The parts of the standalone server's data folder (MOCK_SERVER_DATA, docs/decisions/009-server-data.md) that
 * need no server: the whole-file writes, the uploads' folder, the saved state's reading and the save queue.
 * data-folder-restarts.logic.test.ts runs the server itself, restarted and killed.
 */
let folder: string;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'amora-data-folder-'));
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('writeFileAtomically', () => {
  it('replaces the file whole and leaves no temporary file beside it', async () => {
    const path = join(folder, 'state.json');
    await writeFileAtomically(path, 'first');
    await writeFileAtomically(path, 'second');
    await expect(readFile(path, 'utf8')).resolves.toBe('second');
    await expect(readdir(folder)).resolves.toEqual(['state.json']);
  });
});

describe('folderUploadStore', () => {
  const photo = { name: 'photo-1-1700000000000-2.png', type: 'image/png', bytes: new Blob([new Uint8Array([137, 80, 78, 71, 1, 2, 3])]) };

  it('gives back the bytes and their type, to a store opened again on the same folder (a restart)', async () => {
    await folderUploadStore(folder).put(photo);
    const read = await folderUploadStore(folder).get(photo.name);
    expect(read?.type).toBe('image/png');
    expect(new Uint8Array(await (read?.bytes ?? new Blob()).arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71, 1, 2, 3]));
  });

  it('answers nothing for a name that is no upload of its own (unknown, outside the folder, a type file)', async () => {
    const store = folderUploadStore(join(folder, 'files'));
    await store.put(photo);
    await writeFile(join(folder, 'secret.txt'), 'not an upload');
    for (const name of ['missing.png', '../secret.txt', '..', `${photo.name}.type`, '.writing-x']) await expect(store.get(name)).resolves.toBeUndefined();
  });

  it('makes its folder when the first upload comes', async () => {
    const files = join(folder, 'files');
    await folderUploadStore(files).put(photo);
    await expect(readdir(files)).resolves.toEqual([photo.name, `${photo.name}.type`]);
  });

  it('forgets every file on clear', async () => {
    const store = folderUploadStore(folder);
    await store.put(photo);
    await store.clear();
    await expect(store.get(photo.name)).resolves.toBeUndefined();
  });
});

describe('readSavedState', () => {
  const origin = 'http://127.0.0.1:4000';
  const state = (fields: object = {}) =>
    stateToSave({ seed: 42, clockOffsetMs: 3_600_000, origin, snapshot: { members: [{ user_id: '1', images: `${origin}/web/fixtures/a.svg` }] }, ...fields });

  it('finds none in a folder that does not exist yet, or holds no state', async () => {
    await expect(readSavedState(join(folder, 'new'), origin)).resolves.toBeNull();
    await expect(readSavedState(folder, origin)).resolves.toBeNull();
  });

  it('reads what was saved, its URLs moved to the origin the server listens on now', async () => {
    await writeFile(join(folder, 'state.json'), state());
    await expect(readSavedState(folder, origin)).resolves.toMatchObject({ seed: 42, clockOffsetMs: 3_600_000 });
    const moved = await readSavedState(folder, 'http://127.0.0.1:4001');
    expect(moved?.snapshot.members).toEqual([{ user_id: '1', images: 'http://127.0.0.1:4001/web/fixtures/a.svg' }]);
  });

  it.each([
    ['text that is no JSON', '{"format": "amora-mock-server-data", "snap', /state\.json is not valid JSON/],
    ['an envelope of another version', () => state({ version: 0 }), /state\.json is not a state this version of the server saves:[\s\S]*version/],
    ['a clock moved by NaN', () => state({ clockOffsetMs: 'NaN' }), /clockOffsetMs/],
  ])('refuses %s, saying how to start fresh', async (_case, content, reason) => {
    await writeFile(join(folder, 'state.json'), typeof content === 'function' ? content() : content);
    const refusal = readSavedState(folder, origin);
    await expect(refusal).rejects.toThrow(ServerDataProblem);
    await expect(refusal).rejects.toThrow(reason);
    await expect(refusal).rejects.toThrow(`move the folder away (for example: mv '${folder}' '${folder}.old')`);
  });

  it('refuses a file where the folder should be', async () => {
    const file = join(folder, 'data.json');
    await writeFile(file, state());
    await expect(readSavedState(file, origin)).rejects.toThrow(/this is a file, not a folder/);
  });
});

describe('createSaveQueue', () => {
  /** A save the test ends when it chooses, and what it covered: the changes counted when it began. */
  function controlledSaves() {
    const started: { covered: number; finish: () => void; fail: (error: Error) => void }[] = [];
    let changes = 0;
    const save = () =>
      new Promise<void>((resolve, reject) => {
        started.push({ covered: changes, finish: resolve, fail: reject });
      });
    const queue = createSaveQueue(save, 60_000, () => undefined);
    const change = () => {
      changes += 1;
      queue.changed();
    };
    return { started, queue, change };
  }

  const settled = (promise: Promise<void>) => {
    const state = { done: false, failed: false };
    promise.then(
      () => (state.done = true),
      () => (state.failed = true),
    );
    return state;
  };
  const turn = () => new Promise((resolve) => setImmediate(resolve));

  it('answers at once when nothing changed', async () => {
    const { queue, started } = controlledSaves();
    await queue.saved();
    expect(started).toHaveLength(0);
    queue.stop();
  });

  it('waits for a save that began after the change, and lets a burst share one', async () => {
    const { queue, started, change } = controlledSaves();
    change();
    const first = settled(queue.saved());
    change();
    const second = settled(queue.saved());
    const third = settled(queue.saved());
    await turn();
    // One save runs: it covers the first change only.
    expect(started.map((save) => save.covered)).toEqual([1]);
    started[0]?.finish();
    await turn();
    expect(first.done).toBe(true);
    expect([second.done, third.done]).toEqual([false, false]);
    // The second change's callers share the next save.
    expect(started.map((save) => save.covered)).toEqual([1, 2]);
    started[1]?.finish();
    await turn();
    expect([second.done, third.done]).toEqual([true, true]);
    queue.stop();
  });

  it('fails the callers of a save that failed, and saves again at the next call', async () => {
    const { queue, started, change } = controlledSaves();
    change();
    const failed = settled(queue.saved());
    await turn();
    started[0]?.fail(new Error('ENOSPC'));
    await turn();
    expect(failed.failed).toBe(true);
    const retried = settled(queue.saved());
    await turn();
    expect(started).toHaveLength(2);
    started[1]?.finish();
    await turn();
    expect(retried.done).toBe(true);
    queue.stop();
  });
});
