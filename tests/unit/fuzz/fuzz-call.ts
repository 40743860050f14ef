import { contract, type CallName } from '@/shared/api/contract';
import { refusalSchema } from '@/shared/api/contract/common';
import type { CallDefinition } from '@/shared/api/contract/define-call';
import { changedSince, databaseNow } from '../support/database-changes';
import type { Body, FuzzCase } from './request-arbitraries';

/**
 * One generated request sent over HTTP as a client would send it (or not quite: that is the point), and
 * what its answer must be: never a server error, a refusal in the contract's refusal shape and changing
 * nothing, an acceptance in the call's answer shape (issue 55, decision 016).
 */

export interface Tokens {
  /** The signed-in member's token (the one whose id the generator puts in user_id). */
  member: string;
  /** Another member's valid token. */
  other: string;
}

export type Verdict = 'accepted' | 'refused';

export interface Judged {
  verdict: Verdict;
  httpStatus: number;
  /** A refusal's message. */
  message?: string;
  /** What broke the rules: empty when the answer is right. */
  problems: string[];
}

/**
 * Calls whose refusal writes by design, with what it may write: a wrong guess at a secret is counted
 * (domain/attempts.ts), so five wrong passwords lock the door however they were sent.
 */
const writesOnRefusal: Partial<Record<CallName, readonly string[]>> = {
  webemaillogin: ['failedAttempts'],
  webchangepassword: ['failedAttempts'],
  verifyotp: ['failedAttempts'],
};

function encode(call: CallDefinition, fuzzCase: FuzzCase, tokens: Tokens, baseUrl: string): { url: string; init: RequestInit } {
  const headers = new Headers();
  const token = fuzzCase.mutation === 'no token' ? undefined : fuzzCase.mutation === "another member's token" ? tokens.other : tokens.member;
  if (call.auth === 'token' && token) headers.set('Authorization', `Bearer ${token}`);
  const url = `${baseUrl}${call.name}`;
  const body: Body = { ...fuzzCase.body, language: 'en' };
  if (call.encoding === 'none') {
    const query = new URLSearchParams(Object.entries(body).map(([key, value]) => [key, String(value)]));
    return { url: `${url}?${query}`, init: { method: call.method, headers } };
  }
  if (fuzzCase.mutation === 'body not a form') {
    // The other encoding than the call's: a JSON call gets a form, a form call gets JSON.
    if (call.encoding === 'json') return { url, init: { method: call.method, headers, body: formOf(body) } };
    headers.set('Content-Type', 'application/json');
    return { url, init: { method: call.method, headers, body: JSON.stringify(body) } };
  }
  if (call.encoding === 'json') {
    headers.set('Content-Type', 'application/json');
    return { url, init: { method: call.method, headers, body: JSON.stringify(body) } };
  }
  return { url, init: { method: call.method, headers, body: formOf(body) } };
}

function formOf(body: Body): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : key);
    else form.append(key, String(value));
  }
  return form;
}

/** Sends the case and judges the answer; the database is compared before and after. */
export async function sendAndJudge(name: CallName, fuzzCase: FuzzCase, tokens: Tokens, baseUrl: string): Promise<Judged> {
  const call: CallDefinition = contract[name];
  const { url, init } = encode(call, fuzzCase, tokens, baseUrl);
  const before = databaseNow();
  const response = await fetch(url, init);
  const text = await response.text();
  const problems: string[] = [];
  if (response.status >= 500) problems.push(`HTTP ${response.status}: ${text.slice(0, 200)}`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    problems.push(`not JSON (HTTP ${response.status}): ${text.slice(0, 200)}`);
  }
  // As the client reads it (shared/api/client.ts): the call's own answer first, then a refusal.
  const answer = json === undefined ? undefined : call.response.safeParse(json);
  const refused = !answer?.success && typeof json === 'object' && json !== null && (json as { status?: unknown }).status === 'false';
  if (refused) {
    const shape = refusalSchema.safeParse(json);
    if (!shape.success) problems.push(`a refusal outside the refusal shape: ${text.slice(0, 200)}`);
    const allowed = writesOnRefusal[name] ?? [];
    const changed = changedSince(before).filter((collection) => !allowed.includes(collection));
    if (changed.length > 0) problems.push(`refused (${String((json as { message?: unknown }).message)}) yet changed: ${changed.join(', ')}`);
  } else if (answer && !answer.success && response.status < 500) {
    problems.push(`neither the call's answer nor a refusal: ${answer.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  }
  const message = refused ? String((json as { message?: unknown }).message) : undefined;
  return { verdict: refused ? 'refused' : 'accepted', httpStatus: response.status, message, problems };
}

/** How a case reads in a failure report: the call, the mutation and the body, files and long texts shortened. */
export function describeCase(name: string, fuzzCase: FuzzCase): string {
  const body = Object.fromEntries(
    Object.entries(fuzzCase.body).map(([key, value]) => [
      key,
      value instanceof File ? `<file ${value.name} ${value.size} B ${value.type}>` : typeof value === 'string' && value.length > 60 ? `<${value.length} chars>` : value,
    ]),
  );
  return `${name} [${fuzzCase.mutation}${fuzzCase.field ? `: ${fuzzCase.field}` : ''}] ${JSON.stringify(body)}`;
}
