import { afterAll, beforeAll, expect, it } from 'vitest';
import { runContractCheck } from '../../../scripts/contract/check-runner';
import { startStandaloneServer, type RunningServer } from '../fake-backend/standalone/standalone-server';
import { freePort } from '../../../scripts/free-port.mjs';
import { PROCESS_START_MS } from '../support/waits';

/**
 * `npm run contract:check -- <url> --writes` against `npm run mock-server` in its own process, as a developer
 * runs the two: the sign-up, whose handler loads the member factory only when first needed, is accepted
 * (the script's module runner once closed after start-up, and the sign-up answered "Server error").
 */
let standalone: RunningServer;

beforeAll(async () => {
  standalone = await startStandaloneServer(await freePort());
}, 6 * PROCESS_START_MS);

afterAll(async () => {
  await standalone?.stop();
});

it('finds every call conforming, the writes included', async () => {
  const results = await runContractCheck({ baseUrl: `http://127.0.0.1:${standalone.port}/api/`, writes: true });
  expect(results.filter((result) => result.outcome !== 'conforms').map((result) => `${result.call} ${result.check}: ${JSON.stringify(result.drifts)} ${result.note ?? ''}`)).toEqual([]);
  expect(results).toContainEqual(expect.objectContaining({ call: 'signupweb', check: 'answer', outcome: 'conforms' }));
  expect(standalone.stderr()).not.toMatch(/Error/);
}, 4 * PROCESS_START_MS);
