import { network } from '../controls/network';
import { requestLog } from '../controls/request-log';

/**
 * What the controls do to chat events (docs/product/fake-backend-and-demo.md#controls): a fault injected for
 * an event name loses it, breaks its payload or holds it back, whichever way it
 * travels; and every event lands in the controls' log.
 */

/** As long as a call's 'slow' fault holds it back. */
const SLOW_EVENT_MS = 8_000;

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
      setTimeout(() => deliver(payload), SLOW_EVENT_MS);
      return;
    default:
      deliver(payload);
  }
}
