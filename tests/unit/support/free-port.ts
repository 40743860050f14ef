import { createServer } from 'node:net';

/**
 * A port nothing listens on now, chosen by the system: a fixed one may be taken on a shared machine (another run's
 * server, another job), and the test would fail for it.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
