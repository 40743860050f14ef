import type { z } from 'zod';
import { contract } from '@/shared/api/contract';
import { refusalSchema } from '@/shared/api/contract/common';
import type { LeftOutAnswer } from './recorded-seed-file';

/**
 * One call seen with its answer: from a walk of a server (scripts/contract/record/walk-server.ts), a HAR
 * file (from-har.ts) or a hybrid visit's traffic. The request's fields as sent, the answer as parsed JSON.
 */
export interface Observation {
  call: string;
  request: Record<string, string>;
  answer: unknown;
}

/** An observation whose answer fits its call's schema: the answer as the schema reads it. */
export interface Accepted {
  call: RecordedCall;
  request: Record<string, string>;
  answer: Record<string, unknown>;
}

/** The calls whose answers hold the records of a recorded seed (build-records.ts reads them). */
export const RECORDED_CALLS = [
  'webemaillogin',
  'admindatas',
  'webhelppages',
  'appoftheday',
  'webprofile',
  'webgetcounts',
  'premiumlistweb',
  'webboostlist',
  'websuperlikelist',
  'webgetpeople',
  'webprofilenew',
  'webvisitors',
  'webfriendrequests',
  'webfriendslist',
  'webgetchat',
  'webgetchatmessage',
  'blockstatus',
  'webfeeds',
] as const satisfies readonly (keyof typeof contract)[];
export type RecordedCall = (typeof RECORDED_CALLS)[number];

const isRecordedCall = (call: string): call is RecordedCall => (RECORDED_CALLS as readonly string[]).includes(call);

/**
 * The observations a recording can use, each answer checked against its call's schema. An answer that
 * does not fit is left out, never guessed at, and said with the JSON path where it leaves the contract;
 * a refusal is left out with its message. Calls that hold no records (writes, uploads) are passed over.
 */
export function acceptAnswers(observations: readonly Observation[]): { accepted: Accepted[]; leftOut: LeftOutAnswer[] } {
  const accepted: Accepted[] = [];
  const leftOut: LeftOutAnswer[] = [];
  for (const observation of observations) {
    const { call } = observation;
    // webprofile's second shape (the chat partner's header) carries a chat_id: it holds nothing to record.
    if (!isRecordedCall(call) || (call === 'webprofile' && 'chat_id' in observation.request)) continue;
    const refusal = refusalSchema.safeParse(observation.answer);
    if (refusal.success) {
      leftOut.push({ call, path: '$.status', problem: `refused: ${JSON.stringify(refusal.data.message)}` });
      continue;
    }
    const parsed = (contract[call].response as z.ZodType).safeParse(observation.answer);
    if (parsed.success) accepted.push({ call, request: observation.request, answer: parsed.data as Record<string, unknown> });
    else leftOut.push(...parsed.error.issues.map((issue) => ({ call, path: jsonPath(issue.path), problem: issue.message })));
  }
  return { accepted, leftOut };
}

/** `$.result.user_name`, `$.peoples[0].age`. */
export function jsonPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : `${text}.${String(key)}`), '$');
}
