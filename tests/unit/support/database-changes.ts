import { db } from '@mocks/db/database';

/**
 * Whether a call changed the database, by comparing snapshots of it taken before and after, one
 * collection at a time. A collection's snapshot (its records as JSON) is kept until a hook of the
 * collection says it changed, so a case costs the serialisation of the collections the call touched,
 * not of the whole database: thousands of cases stay fast. The counts are compared too (the
 * collection's clear() fires its delete hook for only some records).
 */
type Name = keyof typeof db;

const names = Object.keys(db) as Name[];
const snapshots = new Map<Name, string>();
const touched = new Set<Name>();

for (const name of names) {
  const collection = db[name];
  for (const change of ['create', 'update', 'delete'] as const) {
    collection.hooks.on(change, () => {
      touched.add(name);
      snapshots.delete(name);
    });
  }
}

function snapshotOf(name: Name): string {
  let json = snapshots.get(name);
  if (json === undefined) snapshots.set(name, (json = JSON.stringify(db[name].all())));
  return json;
}

export interface DatabaseBefore {
  counts: number[];
  /** The JSON of every collection, as it was when the call started. */
  json: Map<Name, string>;
}

/** The database as it is now: cheap when little changed since the last time. */
export function databaseNow(): DatabaseBefore {
  touched.clear();
  return { counts: names.map((name) => db[name].count()), json: new Map(names.map((name) => [name, snapshotOf(name)])) };
}

/** The collections whose records differ from `before` (none: the database is the same). */
export function changedSince(before: DatabaseBefore): Name[] {
  const changed = names.filter((name, index) => db[name].count() !== before.counts[index]);
  for (const name of touched) if (!changed.includes(name) && snapshotOf(name) !== before.json.get(name)) changed.push(name);
  return changed;
}
