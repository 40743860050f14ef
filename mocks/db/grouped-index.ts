/**
 * A collection's records grouped by a key (a pair of members, a member), kept in step with the collection
 * through its hooks as member-index.ts keeps members, so every writer keeps it right. A query on the
 * collection scans every record of every member: the chat list asks "are these two matched?" and "is this
 * a favourite?" once per row, and the counts ask for the member's visitors and likes (decision 016).
 * Within a group, records keep the collection's order, so the first is the one findFirst would give.
 */
export interface GroupedIndex<R> {
  /** The records with this key, in the collection's order (the index's own array: do not change it). */
  get(key: string): readonly R[];
  /** What the collection's hooks report (relation-index.ts wires them). */
  created(record: R): void;
  updated(previous: R, next: R): void;
  deleted(record: R): void;
}

/** What the index reads of its collection: how many records it holds, and all of them for a rebuild. */
export interface IndexedCollection<R> {
  count(): number;
  all(): R[];
}

export function groupedIndex<R extends object>(collection: IndexedCollection<R>, keyOf: (record: R) => string): GroupedIndex<R> {
  const groups = new Map<string, R[]>();
  let size = 0;

  function add(record: R): void {
    const key = keyOf(record);
    const group = groups.get(key);
    if (group) group.push(record);
    else groups.set(key, [record]);
    size += 1;
  }

  function removeAt(group: R[], key: string, index: number): void {
    group.splice(index, 1);
    if (group.length === 0) groups.delete(key);
    size -= 1;
  }

  function remove(record: R): void {
    const key = keyOf(record);
    const group = groups.get(key);
    const index = group?.indexOf(record) ?? -1;
    if (group && index !== -1) removeAt(group, key, index);
  }

  /** An update's previous record is a copy: the stored one is found by its fields. */
  function replace(previous: R, next: R): void {
    const key = keyOf(previous);
    const group = groups.get(key);
    if (group?.includes(next)) return; // an update fires once per changed field: already done
    const json = JSON.stringify(previous);
    const index = group?.findIndex((record) => JSON.stringify(record) === json) ?? -1;
    if (!group || index === -1) return;
    if (keyOf(next) === key) {
      group[index] = next;
      return;
    }
    removeAt(group, key, index);
    add(next);
  }

  /** The collection's clear() fires its delete hook for only some records: a size that differs means a rebuild. */
  function current(): void {
    if (size === collection.count()) return;
    groups.clear();
    size = 0;
    for (const record of [...collection.all()]) add(record);
  }

  return {
    get(key) {
      current();
      return groups.get(key) ?? [];
    },
    created: add,
    updated: replace,
    deleted: remove,
  };
}
