import { delay } from 'msw';
import { MALFORMED_BODY, SERVER_ERROR_BODY, SLOW_FAULT_MS, type Fault } from '../controls/faults';
import { network } from '../controls/network';
import { networkConditions } from '../controls/network-conditions';
import { logChatEvent } from './chat-network';
import { wireFaults } from './wire-faults';

/**
 * The chat socket's handshake on its way to the server: the network's condition, the socket faults, and a fault
 * of the one vocabulary (`network.injectChatFault('connect', fault)`,
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

/**
 * Whether the handshake reaches the server to be proved: not while the network is down, nor the one a socket
 * fault refuses (the client meets a transport error either way), nor as a fault injected for 'connect' answers it.
 */
export async function handshakeCrossesTheNetwork(wire: HandshakeWire): Promise<boolean> {
  if (!networkConditions.isUp()) {
    logChatEvent('connect', 'refused: the network is down');
    wire.close();
    return false;
  }
  if (wireFaults.current()?.refusesHandshake()) {
    logChatEvent('connect', 'refused: the controls refused this handshake');
    wire.close();
    return false;
  }
  const fault = network.chatFaultFor('connect');
  return fault ? handshakeMeets(fault, wire) : true;
}

/** Whether the handshake goes on to be proved (true), or the fault has answered it (false). */
async function handshakeMeets(fault: Fault, wire: HandshakeWire): Promise<boolean> {
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
