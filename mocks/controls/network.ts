import { delay, HttpResponse } from 'msw';
import { answerFault, type CallFault, type Fault, type Refusal } from './faults';
import { wireFaults } from '../chat-server/wire-faults';
import { latencyMs, type Latency } from './latency';
import { networkConditions } from './network-conditions';

// The panel lists the vocabulary from here (control-panel.tsx).
export { faults, type Fault, type Refusal } from './faults';
export type { Latency } from './latency';

/**
 * The network as the controls shape it: latency for every call, and faults of the one vocabulary (faults.ts)
 * injected per call or per chat event (docs/product/fake-backend-and-demo.md#controls). The controls, the unit
 * tests and the stories' `faults` parameter all inject here.
 */
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
  /** A fault or a refusal per call, as a story's `faults` parameter names them (.storybook/annotations.tsx). */
  inject(faultsByCall: Readonly<Record<string, CallFault>>): void {
    for (const [call, fault] of Object.entries(faultsByCall)) {
      if (typeof fault === 'string') network.injectCallFault(call, fault);
      else network.injectRefusal(call, fault);
    }
  },
  injectChatFault(event: string, fault: Fault | null): void {
    if (fault) chatFaults.set(event, fault);
    else chatFaults.delete(event);
  },
  chatFaultFor: (event: string): Fault | undefined => chatFaults.get(event),
  /** Back to the usual: no latency, no fault (the socket's too), and the network condition online (network-conditions.ts). */
  clear(): void {
    if (networkConditions.current() !== 'online') networkConditions.set('online');
    wireFaults.clear();
    latency = 'none';
    callFaults.clear();
    onceFaults.clear();
    callRefusals.clear();
    chatFaults.clear();
  },
};

/** A fault the network put in place of the handler's answer, named for the controls' log. */
export interface Interruption {
  fault: Fault | 'refusal' | 'network down';
  response: Response;
}

/**
 * What the network does to a call before its handler answers: wait, or fail
 * in the chosen way. Answers the response that replaces the handler's, or nothing.
 */
export async function applyNetwork(call: string): Promise<Interruption | undefined> {
  // The link in front (network-link.ts) fails a call first when it is installed; this holds where it is not (a unit
  // test that sets the condition without the injector), for every call of the contract.
  if (!networkConditions.isUp()) return { fault: 'network down', response: HttpResponse.error() };
  const wait = latencyMs[latency]();
  if (wait > 0) await delay(wait);
  const refusal = callRefusals.get(call);
  if (refusal) {
    if (refusal.once) callRefusals.delete(call);
    const response = await answerFault(refusal);
    return response && { fault: 'refusal', response };
  }
  const fault = callFaults.get(call);
  if (!fault) return undefined;
  if (onceFaults.delete(call)) callFaults.delete(call);
  const response = await answerFault(fault);
  return response && { fault, response };
}
