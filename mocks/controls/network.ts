import { delay, HttpResponse } from 'msw';

/**
 * The network as the controls shape it: latency for every call, and faults
 * injected per call or per chat event (spec 3 section 7).
 */
export type Latency = 'none' | 'realistic' | 'slow';
export type Fault = 'server-error' | 'network-failure' | 'malformed-response' | 'slow';

const latencyMs: Record<Latency, () => number> = {
  none: () => 0,
  // Most answers in 150–450 ms, like a decent mobile connection.
  realistic: () => 150 + Math.round(Math.random() * 300),
  slow: () => 2500,
};
const SLOW_FAULT_MS = 8000;

let latency: Latency = 'none';
const callFaults = new Map<string, Fault>();
const chatFaults = new Map<string, Fault>();

export const network = {
  latency: () => latency,
  setLatency(next: Latency): void {
    latency = next;
  },
  faults: () => ({ calls: Object.fromEntries(callFaults), chatEvents: Object.fromEntries(chatFaults) }),
  injectCallFault(call: string, fault: Fault | null): void {
    if (fault) callFaults.set(call, fault);
    else callFaults.delete(call);
  },
  injectChatFault(event: string, fault: Fault | null): void {
    if (fault) chatFaults.set(event, fault);
    else chatFaults.delete(event);
  },
  chatFaultFor: (event: string): Fault | undefined => chatFaults.get(event),
  clear(): void {
    latency = 'none';
    callFaults.clear();
    chatFaults.clear();
  },
};

/**
 * What the network does to a call before its handler answers: wait, or fail
 * in the chosen way. Answers a response that replaces the handler's, or nothing.
 */
export async function applyNetwork(call: string): Promise<Response | undefined> {
  const wait = latencyMs[latency]();
  if (wait > 0) await delay(wait);
  switch (callFaults.get(call)) {
    case 'server-error':
      return HttpResponse.json({ error: 'Injected server error' }, { status: 500 });
    case 'network-failure':
      return HttpResponse.error();
    case 'malformed-response':
      return HttpResponse.json({ status: 'true', unexpected: 'This answer does not match the contract' });
    case 'slow':
      await delay(SLOW_FAULT_MS);
      return undefined;
    default:
      return undefined;
  }
}
