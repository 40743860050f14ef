import { getResponse, http, type HttpHandler } from 'msw';
import { hybrid } from '../hybrid/hybrid';
import type { CallRoute } from './define-handler';

/**
 * The call handlers behind one MSW route, looked up by the call's name.
 *
 * MSW tries a request against its handlers in order, and each try parses the URL and every cookie
 * (`document.cookie` and MSW's own cookie store) before it matches the path. With some seventy call
 * handlers, every request of a page (its scripts, pictures and texts too, which the worker hands to the
 * page) paid seventy of those parses: most of the fake backend's time in a page's start. Behind this one
 * route a request is parsed once here and once by the one or two handlers of its call.
 *
 * Order within a call is kept (a variant before its call's main handler); a name no handler takes, or a
 * request they all let through, falls through to what comes after this route (the unknown-call answer).
 * In hybrid mode a call on the passthrough list goes to the real server first (hybrid/hybrid.ts). A call's
 * MSW handlers are made when a request first names it (handlers/define-handler.ts).
 */
export function oneRoute(routes: readonly CallRoute[]): HttpHandler {
  const byCall = new Map<string, CallRoute[]>();
  for (const route of routes) {
    const name = callNameOf(route);
    byCall.set(name, [...(byCall.get(name) ?? []), route]);
  }
  return http.all('*/api/:name', async ({ request, params }) => {
    const name = String(params.name);
    const real = await hybrid.answer(name, request);
    if (real) return real;
    const ofCall = byCall.get(name);
    return ofCall ? getResponse(ofCall.map((route) => route.handler()), request) : undefined;
  });
}

/** A call handler's path ends with its call's name: `*\/api/webprofile`. */
function callNameOf(route: CallRoute): string {
  const path = route.info.path;
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (!name || !path.endsWith(`/api/${name}`)) throw new Error(`${path} is not a call's path`);
  return name;
}
