import { delay, http, HttpResponse, type HttpHandler } from 'msw';

/**
 * The one vocabulary of faults (docs/decisions/013-one-fault-vocabulary.md): the kinds a call can fail by and
 * the answer each gives, for the controls (`__amora.injectFault`, the panel), the unit tests, the stories'
 * `faults` parameter and the e2e fixtures alike. A new kind is one more name in `faults` and one more entry
 * in `faultAnswers` (TypeScript asks for it).
 */
export const faults = ['server-error', 'network-failure', 'malformed-response', 'slow', 'no-answer'] as const;
export type Fault = (typeof faults)[number];

/** The server's refusal in its own words (`status: 'false'`), with the fields some refusals carry (`superlike_count`). */
export interface Refusal {
  message: string;
  fields?: Record<string, string>;
  /** Answered once, then the call is answered as usual again. */
  once?: boolean;
}

/** What a call can be made to meet: a fault of the vocabulary, or a refusal. */
export type CallFault = Fault | Refusal;

/** The body of every injected 500. */
export const SERVER_ERROR_BODY = { error: 'Injected server error' } as const;

/**
 * The 'malformed-response' answer: JSON cut off mid-value, as a dropped
 * connection leaves it. An answer that is not JSON fits no call's schema, so
 * every call fails to parse it; a well-formed object with a stray field (what
 * this fault answered before) fitted the calls whose schema only asks for a
 * status, and the app carried on as if answered.
 */
export const MALFORMED_BODY = '{"status":"true","result":[{"user_id":"1","user_name":"Amo';

/** How long a 'slow' call is held before its handler answers: past a read's own limit (8 s), within an action's (20 s). */
export const SLOW_FAULT_MS = 8000;

/** An answer in place of the handler's, or nothing: the handler answers (after the wait, for 'slow'). */
type FaultAnswer = () => Promise<Response | undefined>;

const faultAnswers: Record<Fault, FaultAnswer> = {
  'server-error': () => Promise.resolve(HttpResponse.json(SERVER_ERROR_BODY, { status: 500 })),
  'network-failure': () => Promise.resolve(HttpResponse.error()),
  'malformed-response': () =>
    Promise.resolve(new HttpResponse(MALFORMED_BODY, { status: 200, headers: { 'Content-Type': 'application/json' } })),
  slow: async () => {
    await delay(SLOW_FAULT_MS);
    return undefined;
  },
  // Never answered: the client's own limit (or the page leaving) ends the call, as a server that hangs.
  'no-answer': async () => {
    await delay('infinite');
    return undefined;
  },
};

export const isFault = (value: unknown): value is Fault => faults.some((fault) => fault === value);

export function refusalAnswer({ message, fields }: Refusal): Response {
  return HttpResponse.json({ status: 'false', message, ...fields });
}

/** The answer a call meets under this fault or refusal (undefined: the handler answers, after the fault's wait). */
export function answerFault(fault: CallFault): Promise<Response | undefined> {
  return typeof fault === 'string' ? faultAnswers[fault]() : Promise.resolve(refusalAnswer(fault));
}

/**
 * The same answers as an MSW handler in front of the app's, for a test that faults only some requests of a call
 * (`when`: those whose body carries a field) or watches each request it faults (`onHit`: counted, its signal
 * kept). Everything else injects through the network (network.ts): `__amora.injectFault`, `network.inject`.
 */
export function faultOn(
  call: string,
  fault: CallFault,
  { when, onHit }: { when?: (request: Request) => Promise<boolean>; onHit?: (request: Request) => void } = {},
): HttpHandler {
  return http.all(`*/api/${call}`, async ({ request }) => {
    if (when && !(await when(request))) return undefined;
    onHit?.(request);
    return answerFault(fault);
  });
}
