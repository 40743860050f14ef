import { SLOW_FAULT_MS } from '../controls/faults';
import { network } from '../controls/network';
import { requestLog } from '../controls/request-log';

/**
 * What the controls do to chat events (docs/product/fake-backend-and-demo.md#controls): a fault injected for
 * an event name loses it, breaks its payload or holds it back, whichever way it
 * travels; and every event lands in the controls' log.
 */

export function logChatEvent(event: string, outcome: string): void {
  requestLog.add({ kind: 'chat', name: event, outcome });
}

export function throughNetwork(event: string, payload: unknown, deliver: (payload: unknown) => void): void {
  switch (network.chatFaultFor(event)) {
    case 'network-failure':
      return logChatEvent(event, 'network failure');
    case 'server-error':
      return logChatEvent(event, 'server error');
    case 'malformed-response':
      return deliver({ unexpected: 'This event does not match the contract' });
    case 'slow':
      // As long as a call's 'slow' fault holds it back.
      setTimeout(() => deliver(payload), SLOW_FAULT_MS);
      return;
    case 'no-answer':
      // Sent into a channel that never carries it on: lost, as a hung server loses it.
      return logChatEvent(event, 'no answer');
    case undefined:
      deliver(payload);
  }
}
