import { Collection } from '@msw/data';
import { db } from './database';

/**
 * Each record of @msw/data carries a primary key of its own (a UUID under a symbol the library does not
 * export), kept when a record is created with it. The browser's store keys its rows by it, so a record
 * written in one tab is the same record when another tab or the next visit reads it back.
 */
export type CollectionName = keyof typeof db;
export type AnyCollection = (typeof db)[CollectionName];

type Select = (query: { where(predicate: (record: object) => boolean): unknown }) => unknown;

/** A collection of any record type, with the few operations a store applies (the union of all is too complex for TypeScript). */
export interface StoredCollection {
  all(): object[];
  create(values: object): Promise<unknown>;
  update(select: Select, change: { data: (draft: Record<string, unknown>) => void }): Promise<unknown>;
  delete(select: Select): unknown;
}

/** The collection of that name, if the database has one (a stored row may name a collection since removed). */
export function storedCollection(name: string): StoredCollection | undefined {
  return Object.hasOwn(db, name) ? (db[name as CollectionName] as unknown as StoredCollection) : undefined;
}

let primaryKeySymbol: symbol | undefined;

/** The library's key symbol, read off a record of a throwaway collection. */
async function keySymbol(): Promise<symbol> {
  if (primaryKeySymbol) return primaryKeySymbol;
  const probe = new Collection({ schema: { '~standard': { version: 1, vendor: 'amora', validate: (value: unknown) => ({ value }) } } });
  const record = await probe.create({});
  primaryKeySymbol = Object.getOwnPropertySymbols(record).find((symbol) => symbol.description === 'kPrimaryKey');
  if (!primaryKeySymbol) throw new Error('@msw/data records no longer carry kPrimaryKey: the browser store cannot key them');
  return primaryKeySymbol;
}

/** Ready before any record is keyed: the symbol is looked up once per page. */
export const recordKeysReady: Promise<symbol> = keySymbol();

export function primaryKeyOf(record: object): string {
  if (!primaryKeySymbol) throw new Error('primaryKeyOf before recordKeysReady');
  return String((record as Record<symbol, unknown>)[primaryKeySymbol]);
}

/** Creates `record` under the primary key it had, through the collection's create (a copy, its hooks), marked as the caller says. */
export async function createWithKey(collection: StoredCollection, key: string, record: object, mark: (record: object) => object): Promise<void> {
  const values = mark({ ...record });
  Object.defineProperty(values, await recordKeysReady, { value: key, enumerable: false });
  await collection.create(values);
}
