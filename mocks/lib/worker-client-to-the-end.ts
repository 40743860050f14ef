/**
 * Keeps a leaving page the worker's client until it is gone.
 *
 * MSW's page tells its worker on `beforeunload` that it is closing ("CLIENT_CLOSED"). From then on the
 * worker sends the page's requests to the network, where no API is: a call still on its way through the
 * worker (sent just before the page began to leave) gets the static server's 404, and a page whose leaving
 * is cancelled (a "Leave site?" prompt answered Stay, a link that downloads a file) has no fake backend any
 * more (mswjs/msw#1105). msw 3 waits for such calls (mswjs/msw#2724), but it needs Node 22. Until then the
 * page does not send that one message: it stays an active client to its end and every call it makes is
 * answered in it. The worker forgets the page when the browser stops the worker, and no longer
 * unregisters itself when its last page closes (it is the demo's own worker, at the demo's own scope).
 */
const CLIENT_CLOSED = 'CLIENT_CLOSED';

export function keepWorkerClientToTheEnd(): void {
  const post = ServiceWorker.prototype.postMessage as (this: ServiceWorker, ...args: unknown[]) => void;
  ServiceWorker.prototype.postMessage = function (this: ServiceWorker, ...args: unknown[]) {
    if (args[0] === CLIENT_CLOSED) return;
    post.apply(this, args);
  } as typeof ServiceWorker.prototype.postMessage;
}
