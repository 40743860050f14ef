import { delay, HttpResponse } from 'msw';

/**
 * The network as the controls shape it: latency for every call, and faults
 * injected per call or per chat event (docs/product/fake-backend-and-demo.md#controls).
 */
export type Latency = 'none' | 'realistic' | 'slow';
export const faults = ['server-error', 'network-failure', 'malformed-response', 'slow'] as const;
export type Fault = (typeof faults)[number];

const latencyMs: Record<Latency, () => number> = {
  none: () => 0,
  // Most answers in 150–450 ms, like a decent mobile connection.
  realistic: () => 150 + Math.round(Math.random() * 300),
  slow: () => 2500,
};
const SLOW_FAULT_MS = 8000;

/**
 * The 'malformed-response' answer: JSON cut off mid-value, as a dropped
 * connection leaves it. An answer that is not JSON fits no call's schema, so
 * every call fails to parse it; a well-formed object with a stray field (what
 * this fault answered before) fitted the calls whose schema only asks for a
 * status, and the app carried on as if answered.
 */
export const MALFORMED_BODY = '{"status":"true","result":[{"user_id":"1","user_name":"Amo';

/** A refusal in the server's words (`status: 'false'`), with the fields some refusals carry (`superlike_count`). */
export interface Refusal {
  message: string;
  fields?: Record<string, string>;
  /** Answered once, then the call is answered as usual again. */
  once?: boolean;
}

let latency: Latency = 'none';
const callFaults = new Map<string, Fault>();
const onceFaults = new Set<string>();
const callRefusals = new Map<string, Refusal>();
const chatFaults = new Map<string, Fault>();

export const network = {
  latency: () => latency,
  setLatency(next: Latency): void {
    latency = next;
  },
  faults: () => ({ calls: Object.fromEntries(callFaults), chatEvents: Object.fromEntries(chatFaults) }),
  /** `once`: the next call only fails (a test's retry then goes through). */
  injectCallFault(call: string, fault: Fault | null, options: { once?: boolean } = {}): void {
    onceFaults.delete(call);
    if (fault) callFaults.set(call, fault);
    else callFaults.delete(call);
    if (fault && options.once) onceFaults.add(call);
  },
  /** The call is refused with this message (a test's or a story's: the controls offer the faults above). */
  injectRefusal(call: string, refusal: Refusal | null): void {
    if (refusal) callRefusals.set(call, refusal);
    else callRefusals.delete(call);
  },
  injectChatFault(event: string, fault: Fault | null): void {
    if (fault) chatFaults.set(event, fault);
    else chatFaults.delete(event);
  },
  chatFaultFor: (event: string): Fault | undefined => chatFaults.get(event),
  clear(): void {
    latency = 'none';
    callFaults.clear();
    onceFaults.clear();
    callRefusals.clear();
    chatFaults.clear();
  },
};

/** A fault the network put in place of the handler's answer, named for the controls' log. */
export interface Interruption {
  fault: Fault | 'refusal';
  response: Response;
}

/**
 * What the network does to a call before its handler answers: wait, or fail
 * in the chosen way. Answers the response that replaces the handler's, or nothing.
 */
export async function applyNetwork(call: string): Promise<Interruption | undefined> {
  const wait = latencyMs[latency]();
  if (wait > 0) await delay(wait);
  const refusal = callRefusals.get(call);
  if (refusal) {
    if (refusal.once) callRefusals.delete(call);
    return { fault: 'refusal', response: HttpResponse.json({ status: 'false', message: refusal.message, ...refusal.fields }) };
  }
  const fault = callFaults.get(call);
  if (fault && onceFaults.delete(call)) callFaults.delete(call);
  switch (fault) {
    case 'server-error':
      return { fault, response: HttpResponse.json({ error: 'Injected server error' }, { status: 500 }) };
    case 'network-failure':
      return { fault, response: HttpResponse.error() };
    case 'malformed-response':
      return { fault, response: new HttpResponse(MALFORMED_BODY, { status: 200, headers: { 'Content-Type': 'application/json' } }) };
    case 'slow':
      await delay(SLOW_FAULT_MS);
      return undefined;
    default:
      return undefined;
  }
}
