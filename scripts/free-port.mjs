import { createServer } from 'node:net';

/**
 * A port of 127.0.0.1 nothing listens on now, chosen by the system: a fixed one may be taken on a shared machine
 * (another run's server, another job). Types: free-port.d.mts.
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
