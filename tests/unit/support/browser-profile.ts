import * as fakeIndexedDb from 'fake-indexeddb';
import { vi } from 'vitest';
import { locksInTurn } from './locks-in-turn';

/**
 * A new browser profile for one test: an empty IndexedDB (fake-indexeddb's, its classes too) and Web Locks granted in
 * turn. The test shares its worker's document with the other files of the 'dom' project, which have neither: the
 * globals are stubs Vitest puts back after the test (unstubGlobals), and leaveBrowserProfile takes the locks away.
 */
export function openBrowserProfile(): void {
  const { IDBFactory, default: _default, forceCloseDatabase: _close, indexedDB: _indexedDB, ...classes } = fakeIndexedDb;
  for (const [name, value] of Object.entries({ IDBFactory, ...classes })) vi.stubGlobal(name, value);
  vi.stubGlobal('indexedDB', new IDBFactory());
  Object.defineProperty(navigator, 'locks', { value: locksInTurn(), configurable: true });
}

export function leaveBrowserProfile(): void {
  Reflect.deleteProperty(navigator, 'locks');
}
