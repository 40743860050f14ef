import { delay, getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { UPLOAD_PATH } from '../db/uploads';
import { CALL_PATH } from '../handlers/unknown-call';
import { networkConditions } from './network-conditions';
import { requestLog } from './request-log';
import { SLOW_3G, transferMs } from './slow-link';

/**
 * The network between the page and everything the fake backend answers at /api/: every call of the contract, an
 * unknown call, a call hybrid mode sends to the real server, and the uploaded files the page reads back. It sits in
 * front of the fake backend's handlers (mocks/browser.ts; the unit tests' injector, tests/unit/support/network.ts)
 * and does what the network condition says (network-conditions.ts):
 *
 * - link down (offline, flapping's down phases): the call fails as the browser reports a dropped network,
 *   `HttpResponse.error()`, a fetch TypeError;
 * - slow-3g: the round trip and the request's body over the upload rate, the answer, then its body over the
 *   download rate (a 2 MB photo takes its time, both ways);
 * - online: nothing, the handlers behind answer as usual.
 *
 * `behind`: the handlers it stands in front of, asked for the answer it then holds back on a slow link.
 */
export function networkLink(behind: readonly HttpHandler[]): HttpHandler {
  return http.all('*/api/*', async ({ request }) => {
    const { condition } = networkConditions.state();
    if (condition === 'online' || !crossesTheLink(request)) return undefined;
    if (!networkConditions.isUp()) return dropped(request);
    if (condition !== 'slow-3g') return undefined;
    await delay(SLOW_3G.latencyMs + transferMs(await bodySize(request.clone()), SLOW_3G.uploadBytesPerSecond));
    // Gone while the request travelled (set offline meanwhile): lost with it.
    if (!networkConditions.isUp()) return dropped(request);
    const response = await getResponse([...behind], request);
    if (!response) return undefined;
    await delay(transferMs(await bodySize(response.clone()), SLOW_3G.downloadBytesPerSecond));
    return networkConditions.isUp() ? response : dropped(request);
  });
}

/** The API's calls and its uploaded files; not the dev server's modules that happen to have /api/ in their path. */
function crossesTheLink(request: Request): boolean {
  const { pathname } = new URL(request.url);
  return CALL_PATH.test(pathname) || pathname.includes(UPLOAD_PATH);
}

function dropped(request: Request): Response {
  const { pathname } = new URL(request.url);
  requestLog.add({ kind: 'call', name: pathname.slice(pathname.lastIndexOf('/api/') + '/api/'.length), outcome: 'network down' });
  return HttpResponse.error();
}

async function bodySize(message: Request | Response): Promise<number> {
  if (!message.body) return 0;
  return (await message.arrayBuffer()).byteLength;
}
