import { delay } from 'msw';
import { MALFORMED_BODY, SERVER_ERROR_BODY, SLOW_FAULT_MS, type Fault } from '../controls/faults';
import { logChatEvent } from './chat-network';

/**
 * The chat socket's handshake under a fault of the one vocabulary (`network.injectChatFault('connect', fault)`,
 * mocks/controls/faults.ts), each as socket.io-client meets it from a real server:
 *
 * - 'network-failure': the connection closes before any answer, a transport error: connect_error
 *   'websocket error', and the client tries again a second later;
 * - 'server-error': refused by the server with its error, a connect_error carrying the message, after which
 *   socket.io-client does not try again (as for any refusal by the server);
 * - 'malformed-response': an answer that does not parse: the client closes ('parse error') and tries again;
 * - 'slow': answered after SLOW_FAULT_MS, as a slow call is;
 * - 'no-answer': never answered: the client waits, not connected, until it gives up or the page goes.
 */

/** What the server side of one connection can do to its client. */
export interface HandshakeWire {
  /** Closes the connection without a word. */
  close(): void;
  /** Sends this text as a frame, as it is. */
  sendRaw(text: string): void;
  /** Refuses the handshake with this message (a connect_error), then closes. */
  refuse(message: string): void;
}

/** Whether the handshake goes on to be proved (true), or the fault has answered it (false). */
export async function handshakeMeets(fault: Fault, wire: HandshakeWire): Promise<boolean> {
  logChatEvent('connect', `injected ${fault}`);
  switch (fault) {
    case 'network-failure':
      wire.close();
      return false;
    case 'server-error':
      wire.refuse(SERVER_ERROR_BODY.error);
      return false;
    case 'malformed-response':
      wire.sendRaw(MALFORMED_BODY);
      return false;
    case 'slow':
      await delay(SLOW_FAULT_MS);
      return true;
    case 'no-answer':
      return false;
  }
}
