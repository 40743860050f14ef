/**
 * The socket faults the controls put on the chat server's wire (socket-faults.ts, loaded with the first one, so
 * the fake backend's start goes without them): the server asks here whether to refuse a handshake, and hands
 * each delivery to a client through here.
 */
export interface WireFaults {
  /** Whether this handshake meets a refused connection (asked once per handshake). */
  refusesHandshake(): boolean;
  /** Sends a delivery now, later, or in another order. */
  deliver(send: () => void): void;
  /** Lets go of every fault: what is held goes out, in the order it came. */
  clear(): void;
}

let installed: WireFaults | undefined;

export const wireFaults = {
  current: (): WireFaults | undefined => installed,
  /** The faults in place from now on (the same ones again keep what they hold). */
  install<F extends WireFaults>(faults: F): F {
    if (installed !== faults) installed?.clear();
    installed = faults;
    return faults;
  },
  clear(): void {
    installed?.clear();
    installed = undefined;
  },
};

/** A delivery to a client, through the wire's faults when there are any. */
export function deliverOnWire(send: () => void): void {
  if (installed) installed.deliver(send);
  else send();
}
