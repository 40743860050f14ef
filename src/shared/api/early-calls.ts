/**
 * The first calls of a signed-in page, sent by the frame's script in shell.html as the page is parsed
 * (scripts/vite/signed-in-frame/early-calls.js), before the app's scripts are in: the API client adopts such an
 * answer instead of sending its own call, so the call runs beside the scripts' downloads rather than after them
 * (docs/decisions/024-early-calls.md). An answer is adopted once, only for the very same request (address, method,
 * token, every field of the body) and only while fresh; anything else is sent as before.
 */

/** What the frame's script leaves on `window` for each call it sent. */
export interface EarlyCall {
  url: string;
  method: string;
  /** The Authorization header it sent; null for a public call. */
  authorization: string | null;
  /** The body's fields, in the order sent; none for a GET (its query is in its url). */
  fields: ReadonlyArray<readonly [string, string]>;
  /** `Date.now()` as it was sent. */
  sentAt: number;
  /** The answer, or null when the call failed on its way (the client then sends its own). */
  answer: Promise<Response | null>;
}

declare global {
  interface Window {
    __amoraEarlyCalls?: EarlyCall[];
  }
}

/** As long as the query client holds an answer fresh (its default staleTime): an older one is not adopted. */
export const EARLY_ANSWER_FRESH_MS = 30_000;

function waiting(): EarlyCall[] {
  return (typeof window !== 'undefined' && window.__amoraEarlyCalls) || [];
}

/**
 * The value the frame's script gave a field of a call still waiting to be adopted: the deck's `timestamp`, which
 * the deck then sends as its own, so its request is the same one.
 */
export function earlyCallField(url: string, field: string, now = Date.now()): string | undefined {
  const call = waiting().find((candidate) => candidate.url === url && isFresh(candidate, now));
  return call?.fields.find(([name]) => name === field)?.[1];
}

/**
 * The early answer to this very request, taken (never given twice), or undefined: no such call was sent early, it
 * is stale, or it differs in anything (another field, token or method). The answer resolves to null when the early
 * call failed on its way.
 */
export function adoptEarlyCall(url: string, init: RequestInit, now = Date.now()): Promise<Response | null> | undefined {
  const calls = waiting();
  const index = calls.findIndex((call) => call.url === url && isFresh(call, now) && sameRequest(call, init));
  if (index < 0) return undefined;
  const [call] = calls.splice(index, 1);
  return call?.answer;
}

function isFresh(call: EarlyCall, now: number): boolean {
  return now - call.sentAt <= EARLY_ANSWER_FRESH_MS && now >= call.sentAt;
}

function sameRequest(call: EarlyCall, init: RequestInit): boolean {
  if ((init.method ?? 'GET').toUpperCase() !== call.method.toUpperCase()) return false;
  if (new Headers(init.headers).get('Authorization') !== call.authorization) return false;
  if (init.body === undefined || init.body === null) return call.fields.length === 0;
  if (!(init.body instanceof FormData)) return false;
  const sent: string[] = [];
  for (const [name, value] of init.body.entries()) {
    // A file is never part of a page's first call.
    if (typeof value !== 'string') return false;
    sent.push(JSON.stringify([name, value]));
  }
  const early = call.fields.map((field) => JSON.stringify(field));
  return sent.length === early.length && sent.sort().join() === early.sort().join();
}
