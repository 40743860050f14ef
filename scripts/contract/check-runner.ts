import type { z } from 'zod';
import { encodeRequest } from '@/shared/api/client';
import { refusalSchema } from '@/shared/api/contract/common';
import type { CallDefinition } from '@/shared/api/contract/define-call';
import { INVALID_ACCESS } from '@/shared/api/rules';
import { driftsOf, type Drift } from './check-drift';
import { checkPlan, freshAccount, NotReached, sessionOf, type Known, type Probe, type Session } from './check-plan';
import { buildRequest, requiredFields } from './check-sampler';

/**
 * The drift checker's run: each probe of the plan sent as the client sends it (client.ts's encodeRequest:
 * multipart with `language`, the token header), its answer checked against the call's response schema;
 * beside the first send of each call, the refusals the specs define (no token, a wrong token: 'Invalid
 * access'; a required field missing), each checked against the refusal's shape.
 */
export type Outcome = 'conforms' | 'drifts' | 'not reached';

export interface CheckResult {
  call: string;
  /** 'answer', 'no token', 'wrong token', 'missing user_id'... */
  check: string;
  outcome: Outcome;
  drifts: Drift[];
  /** Why a check was not reached. */
  note?: string;
  ms: number;
}

export interface CheckOptions {
  /** The API base: calls go to `<baseUrl><name>` (a final slash is added when missing). */
  baseUrl: string;
  /** A session to use instead of signing in with the demo accounts. */
  session?: Session;
  /** Send the calls that change something (on an account the run signs up, then deletes). */
  writes: boolean;
  /** How long one answer may take. */
  timeoutMs?: number;
  /** Called with each result as it comes, for a live display. */
  onResult?: (result: CheckResult) => void;
  now?: () => Date;
}

const WRONG_TOKEN = 'contract-check-wrong-token';

export async function runContractCheck(options: CheckOptions): Promise<CheckResult[]> {
  const baseUrl = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  const now = options.now?.() ?? new Date();
  const known: Known = { sessions: {}, values: {}, fresh: freshAccount(now, now.getTime().toString(36)) };
  if (options.session) known.sessions = { free: options.session, premium: options.session };
  const results: CheckResult[] = [];
  const record = (result: CheckResult) => {
    results.push(result);
    options.onResult?.(result);
  };
  const send = (call: CallDefinition, input: Record<string, unknown>, token: string | null) =>
    sendCall(baseUrl, call, input, token, options.timeoutMs ?? 10_000);

  for (const probe of checkPlan()) {
    const notReached = (note: string) => record({ call: probe.call.name, check: probe.check, outcome: 'not reached', drifts: [], note, ms: 0 });
    if (probe.writes && !options.writes) {
      notReached('it writes: sent only with --writes');
      continue;
    }
    if (probe.needsDemoAccounts && options.session) {
      notReached('signs in with a demo account: not sent with --token');
      continue;
    }
    let input: Record<string, unknown>;
    let token: string | null = null;
    try {
      input = probe.input?.(known) ?? {};
      if (probe.sender !== 'public') token = sessionOf(known, probe.sender).token;
    } catch (error) {
      if (!(error instanceof NotReached)) throw error;
      notReached(error.message);
      continue;
    }
    const request = buildRequest(probe.call.request, input);
    if (!request.ok) {
      notReached(request.why);
      continue;
    }
    // The refusals first: a server that wrongly accepts one has not yet seen the real request.
    if (probe.refusals !== false) {
      for (const refusal of refusalChecks(probe, request.input, token)) {
        const refusalStarted = performance.now();
        const answer = await send(probe.call, refusal.input, refusal.token);
        record({ call: probe.call.name, check: refusal.check, ...judgeRefusal(probe.call.response, answer, refusal.message), ms: performance.now() - refusalStarted });
      }
    }
    const answerStarted = performance.now();
    const answer = await send(probe.call, request.input, token);
    const judged = judgeAnswer(probe.call.response, answer);
    record({ call: probe.call.name, check: probe.check, ...judged, ms: performance.now() - answerStarted });
    if (answer.ok) keepWhatItTells(probe, answer.json, known);
  }
  return results;
}

/**
 * What later probes need, read even from an answer that drifts elsewhere (a field renamed in a person
 * should not hide the calls that need a person's id); an answer too far gone to read gives nothing.
 */
function keepWhatItTells(probe: Probe, json: unknown, known: Known): void {
  if (!probe.keep || refusalSchema.safeParse(json).success) return;
  try {
    probe.keep(json, known);
  } catch {
    // Nothing to keep: the probes that needed it say "not reached" and why.
  }
}

interface RefusalCheck {
  check: string;
  input: Record<string, unknown>;
  token: string | null;
  /** The message the specs name for it, when they do. */
  message?: string;
}

/** The refusals beside a call's first send: the token ones for a token call, a missing field when it has one. */
export function refusalChecks(probe: Pick<Probe, 'call'>, input: Record<string, unknown>, token: string | null): RefusalCheck[] {
  const checks: RefusalCheck[] = [];
  if (probe.call.auth === 'token') {
    checks.push({ check: 'no token', input, token: null, message: INVALID_ACCESS });
    checks.push({ check: 'wrong token', input, token: WRONG_TOKEN, message: INVALID_ACCESS });
  }
  const [field] = requiredFields(probe.call.request);
  if (field !== undefined) {
    const { [field]: _left, ...rest } = input;
    checks.push({ check: `missing ${field}`, input: rest, token });
  }
  return checks;
}

export type Sent = { ok: true; status: number; json: unknown } | { ok: false; status?: number; why: string };

async function sendCall(baseUrl: string, call: CallDefinition, input: Record<string, unknown>, token: string | null, timeoutMs: number): Promise<Sent> {
  const { url, init } = encodeRequest(call, input, { baseUrl, getToken: () => token, getLanguage: () => 'en' });
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    return { ok: false, why: `no answer: ${(error as Error).message}` };
  }
  const text = await response.text();
  try {
    return { ok: true, status: response.status, json: JSON.parse(text) };
  } catch {
    return { ok: false, status: response.status, why: `HTTP ${response.status}, not JSON: ${JSON.stringify(text.slice(0, 60))}` };
  }
}

type Judged = Pick<CheckResult, 'outcome' | 'drifts'>;

const drifted = (drifts: Drift[]): Judged => ({ outcome: drifts.length > 0 ? 'drifts' : 'conforms', drifts });

/** A valid request's answer: the call's own answer, over HTTP 200. A refusal of it is a drift too, named as one. */
export function judgeAnswer(response: z.ZodType, answer: Sent): Judged {
  if (!answer.ok) return drifted([{ path: '$', expected: "the call's answer as JSON", received: answer.why }]);
  const drifts = driftsOf(response, answer.json);
  const refusal = refusalSchema.safeParse(answer.json);
  if (drifts.length > 0 && refusal.success) {
    return drifted([{ path: '$.status', expected: 'an accepted answer (the request is valid by the contract)', received: `a refusal: ${JSON.stringify(refusal.data.message)}` }]);
  }
  if (drifts.length === 0 && answer.status >= 400) return drifted([{ path: '$', expected: 'HTTP 200', received: `HTTP ${answer.status}` }]);
  return drifted(drifts);
}

/** A refusal the specs define: the refusal's shape (and its message when named), never the call accepted. */
export function judgeRefusal(response: z.ZodType, answer: Sent, message?: string): Judged {
  if (!answer.ok) return drifted([{ path: '$', expected: 'a refusal as JSON', received: answer.why }]);
  const body = answer.json as { status?: unknown } | null;
  if (response.safeParse(answer.json).success && body?.status !== 'false') {
    return drifted([{ path: '$.status', expected: '"false" (a refusal)', received: `${JSON.stringify(body?.status)}: the call was accepted` }]);
  }
  const drifts = driftsOf(refusalSchema, answer.json);
  if (drifts.length > 0) return drifted(drifts);
  const said = (answer.json as { message: string }).message;
  if (message !== undefined && said !== message) return drifted([{ path: '$.message', expected: JSON.stringify(message), received: JSON.stringify(said) }]);
  return drifted([]);
}
