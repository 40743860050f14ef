/**
 * What travels on the fake chat socket: `[event, payload]` as JSON, the shape
 * of a socket.io event packet. Going through text, as on a real wire, means
 * the client and the server never share an object.
 */
export function encodeFrame(event: string, payload: unknown): string {
  return JSON.stringify([event, payload]);
}

export function decodeFrame(data: unknown): { event: string; payload: unknown } | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const frame: unknown = JSON.parse(data);
    if (Array.isArray(frame) && frame.length === 2 && typeof frame[0] === 'string') return { event: frame[0], payload: frame[1] };
  } catch {
    // Not JSON: not one of our frames.
  }
  return undefined;
}

/**
 * socket.io carries the handshake's `auth` and the server's answer outside the events; on
 * this wire they are frames of their own: the client's first frame is `['auth', handshake]`,
 * an accepted one gets `['connect', {}]` (socket.io's CONNECT packet: only then is the client
 * connected), and a refused one gets `['connect_error', { message }]` before the server closes it.
 */
export const HANDSHAKE_FRAME = 'auth';
export const ACCEPTED_FRAME = 'connect';
export const REFUSAL_FRAME = 'connect_error';
