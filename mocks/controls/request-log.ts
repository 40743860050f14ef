/** The last requests and chat events the fake backend saw, newest last (docs/product/fake-backend-and-demo.md#controls). */
export interface LogEntry {
  at: number;
  kind: 'call' | 'chat';
  name: string;
  /** HTTP status, or the refusal message, or the chat event's outcome; or that the fake backend never saw the call (unanswered-calls.ts). */
  outcome: string;
}

const LIMIT = 200;
// Replaced, never mutated, so a subscriber sees a new list on every change.
let entries: readonly LogEntry[] = [];
const listeners = new Set<() => void>();

export const requestLog = {
  add(entry: Omit<LogEntry, 'at'>): void {
    entries = [...entries, { at: Date.now(), ...entry }].slice(-LIMIT);
    for (const listener of listeners) listener();
  },
  entries: (): readonly LogEntry[] => entries,
  clear(): void {
    entries = [];
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The log's words for a call the fake backend never saw (unanswered-calls.ts); the panel shows them as they are. */
export function unansweredOutcome(httpStatus: number): string {
  return `unanswered by the fake backend: ${httpStatus} from the page's host`;
}
