/**
 * One unit of the fake backend's work that reads or writes the database: a call's answer, a chat event, a
 * simulated person's reply, a control. Node's hosts (Vitest, the standalone server) hold one database and
 * run it as it is. The browser runs it as a transaction across the origin's tabs (shared-tabs/): it waits
 * its turn, first reads what other tabs wrote, then keeps what it wrote before anything else runs.
 */
export type Section = <T>(work: () => Promise<T>) => Promise<T>;

const direct: Section = (work) => work();
let section: Section = direct;

/** The browser's start sets the shared one (shared-tabs/shared-database.ts). */
export function setSection(next: Section): void {
  section = next;
}

export function inSection<T>(work: () => T | Promise<T>): Promise<T> {
  return section(async () => work());
}

/**
 * The database could not keep what the work wrote (the browser's storage is full): the work's writes are
 * undone, and a call says so with the server's refusal (messages: storageFull).
 */
export class StorageFullError extends Error {
  constructor(cause?: unknown) {
    super('The fake backend could not keep the change: storage is full', { cause });
    this.name = 'StorageFullError';
  }
}
