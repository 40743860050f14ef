import type { Refusal } from '@/shared/api/contract/common';
import type { Forward } from './hybrid';

/** What the standalone server answers a real call when its upstream cannot be reached or does not answer in time. */
export const upstreamUnreachable: Refusal = { status: 'false', message: 'The real server could not be reached' };

/** The headers a call's answer depends on; the caller's Origin and cookies stay with the standalone server. */
const FORWARDED_HEADERS = ['authorization', 'content-type', 'accept', 'accept-language'];
const UPSTREAM_TIMEOUT_MS = 30_000;

/**
 * The standalone server's way to the real server (MOCK_SERVER_UPSTREAM, its API base): the call's path
 * under that base, its query, method, body and auth header as they came. The answer goes back with its
 * status and body as the real server gave them; a server that is down is a 502 refusal.
 */
export function forwardTo(upstream: string): Forward {
  const base = new URL(upstream.endsWith('/') ? upstream : `${upstream}/`);
  return async (request, call) => {
    const target = new URL(`${call}${new URL(request.url).search}`, base);
    const headers = new Headers();
    for (const name of FORWARDED_HEADERS) {
      const value = request.headers.get(name);
      if (value) headers.set(name, value);
    }
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    try {
      const answer = await fetch(target, {
        method: request.method,
        headers,
        body: hasBody ? await request.arrayBuffer() : undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      });
      // Read whole: Node's fetch has already undone any compression the upstream's headers would announce.
      const body = await answer.arrayBuffer();
      return new Response(body, { status: answer.status, headers: { 'Content-Type': answer.headers.get('content-type') ?? 'application/json' } });
    } catch {
      return Response.json(upstreamUnreachable, { status: 502 });
    }
  };
}
