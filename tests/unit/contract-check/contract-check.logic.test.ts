import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { startMockServer } from '@mocks/server';
import { main } from '../../../scripts/contract/check-cli';
import { summarize } from '../../../scripts/contract/check-report';
import { runContractCheck, type CheckResult } from '../../../scripts/contract/check-runner';
import { freePort } from '../../../scripts/free-port.mjs';
import { startDriftingServer, whenAccepted } from './drifting-server';
import { PROCESS_START_MS } from '../support/waits';

/**
 * `npm run contract:check` against the standalone mock server (mocks/server.ts), in this process on a
 * free port: every answer conforms, with --writes too, and the demo accounts still sign in after.
 * Then against a server that drifts as real ones do (drifting-server.ts): each drift is named with its
 * call and JSON path, the run fails, and the JUnit XML lists the failing testcases.
 */
let mock: Awaited<ReturnType<typeof startMockServer>>;
let drifting: Awaited<ReturnType<typeof startDriftingServer>>;
let api = '';

beforeAll(async () => {
  mock = await startMockServer({ port: await freePort(), root: process.cwd() });
  api = `${mock.url}/api/`;
  drifting = await startDriftingServer(mock.url, {
    // A renamed field: user_name became username.
    webprofile: whenAccepted((answer) => {
      const { user_name, ...rest } = answer.result as Record<string, unknown>;
      return { ...answer, result: { ...rest, username: user_name } };
    }),
    // A number where text is expected.
    webgetcounts: whenAccepted((answer) => ({ ...answer, result: { ...(answer.result as object), visitors: 3 } })),
    // A missing field, in every entry of a list.
    webgetpeople: whenAccepted((answer) => ({ ...answer, peoples: (answer.peoples as Record<string, unknown>[]).map(({ age: _age, ...person }) => person) })),
    // A status value the contract does not know.
    webcheckboost: (answer) => ('boost_count' in answer ? { ...answer, status: 'pending' } : answer),
    // A refusal that changed its words: a call without a token is refused, but not with 'Invalid access'.
    webfeeds: (answer, { token }) => (token ? answer : { status: 'false', message: 'Unauthorized' }),
    // A new value of an enum inside a nested object.
    webprofilenew: whenAccepted((answer) => ({ ...answer, result: { ...(answer.result as object), premium_member: 'yes' } })),
  });
}, 4 * PROCESS_START_MS);

afterAll(async () => {
  await drifting?.close();
  await mock?.close();
});

async function post(call: string, fields: Record<string, string>, token?: string): Promise<Record<string, unknown>> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...fields, language: 'en' })) form.append(name, value);
  const answer = await fetch(`${api}${call}`, { method: 'POST', body: form, ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}) });
  return (await answer.json()) as Record<string, unknown>;
}

/** What a demo account's member sees of themselves: signed in with the demo password, their profile, counts, lists and chats. */
async function demoAccountState(email: string): Promise<Record<string, unknown>> {
  const login = await post('webemaillogin', { email, password: 'demo1234' });
  expect(login.status, email).toBe('true');
  const { token, user_id } = login.peoples as { token: string; user_id: string };
  const reads = {
    webprofile: {},
    webgetcounts: {},
    webvisitors: {},
    webfriendslist: { limit: '100' },
    webfriendrequests: { limit: '100', type: 'like' },
    webgetchat: { search_key: '', sort: 'all', timestamp: '', limit: '100' },
  };
  const state: Record<string, unknown> = {};
  for (const [call, fields] of Object.entries(reads)) state[call] = await post(call, { user_id, ...fields }, token);
  return state;
}

const failing = (results: CheckResult[]) => results.filter((result) => result.outcome !== 'conforms' && result.outcome !== 'not reached');
const describeFailures = (results: CheckResult[]) => failing(results).map((result) => `${result.call} ${result.check}: ${JSON.stringify(result.drifts)}`);

describe('contract:check against the standalone server', () => {
  it('finds every answer conforming, reads only, with the calls that write not reached and saying why', async () => {
    const results = await runContractCheck({ baseUrl: api, writes: false });
    expect(describeFailures(results)).toEqual([]);
    const summary = summarize(results);
    expect(summary.calls).toBe(60);
    expect(summary.drifts).toBe(0);
    const skipped = results.filter((result) => result.outcome === 'not reached');
    expect(skipped.map((result) => result.call)).toContain('webdeleteaccount');
    for (const result of skipped) expect(result.note).toMatch(/--writes/);
    // The refusals the specs define were checked too.
    expect(results).toContainEqual(expect.objectContaining({ call: 'webprofile', check: 'no token', outcome: 'conforms' }));
    expect(results).toContainEqual(expect.objectContaining({ call: 'webprofile', check: 'wrong token', outcome: 'conforms' }));
    expect(results).toContainEqual(expect.objectContaining({ call: 'webprofile', check: 'missing user_id', outcome: 'conforms' }));
  });

  it('reaches every call with --writes, twice in a row, and leaves the demo accounts as they were (exit code 0)', async () => {
    const before = [await demoAccountState('free@demo.test'), await demoAccountState('premium@demo.test')];
    const results = await runContractCheck({ baseUrl: api, writes: true });
    expect(describeFailures(results)).toEqual([]);
    expect(results.filter((result) => result.outcome === 'not reached')).toEqual([]);
    expect(summarize(results).calls).toBe(60);
    // The second run finds the demo accounts as the first left them.
    const lines: string[] = [];
    expect(await main([api, '--writes'], (line) => lines.push(line))).toBe(0);
    expect(lines.join('\n')).toMatch(/60 calls, \d+ checks: \d+ conform, 0 drift, 0 not reached/);
    // Their password, profile, counts, lists and chats (unread ones still unread) are untouched.
    expect([await demoAccountState('free@demo.test'), await demoAccountState('premium@demo.test')]).toEqual(before);
    // Each run is a second or two (3.4 s beside the other checks of `npm test`).
  }, 4 * PROCESS_START_MS);
});

describe('contract:check with a token given', () => {
  it('uses that session instead of signing in, and all it sends conforms', async () => {
    const { peoples } = (await post('webemaillogin', { email: 'premium@demo.test', password: 'demo1234' })) as { peoples: { token: string; user_id: string } };
    const lines: string[] = [];
    expect(await main([api, '--token', peoples.token, '--user-id', peoples.user_id, '--writes'], (line) => lines.push(line))).toBe(0);
    const printed = lines.join('\n');
    expect(printed).toContain('not reached: signs in with a demo account: not sent with --token');
    expect(printed).toMatch(/60 calls, \d+ checks: \d+ conform, 0 drift, 3 not reached/);
  });
});

describe('contract:check against a drifting server', () => {
  let results: CheckResult[] = [];
  beforeAll(async () => {
    results = await runContractCheck({ baseUrl: `${drifting.url}/api/`, writes: false });
  });

  const driftOf = (call: string, check: string) => results.find((result) => result.call === call && result.check === check);

  it('names a renamed field: its old name missing, its new name unknown', () => {
    expect(driftOf('webprofile', 'answer')?.outcome).toBe('drifts');
    expect(driftOf('webprofile', 'answer')?.drifts).toEqual([
      { path: '$.result.user_name', expected: 'a string', received: 'nothing (the field is missing); beside it, fields the contract does not know: username' },
    ]);
  });

  it('names a number where text is expected', () => {
    expect(driftOf('webgetcounts', 'answer')?.drifts).toEqual([{ path: '$.result.visitors', expected: 'a string', received: '3 (a number)' }]);
  });

  it('names a missing field in a list entry, with its index', () => {
    const drifts = driftOf('webgetpeople', 'answer')?.drifts ?? [];
    expect(drifts.length).toBeGreaterThan(0);
    expect(drifts[0]).toEqual({ path: '$.peoples[0].age', expected: 'a string', received: 'nothing (the field is missing)' });
  });

  it('names a new status value and a new enum value', () => {
    expect(driftOf('webcheckboost', 'answer')?.drifts).toEqual([{ path: '$.status', expected: 'one of "true" | "false"', received: '"pending"' }]);
    expect(driftOf('webprofilenew', 'answer')?.drifts).toEqual([{ path: '$.result.premium_member', expected: 'one of "true" | "false"', received: '"yes"' }]);
  });

  it("names a refusal whose message is not the specs' 'Invalid access'", () => {
    expect(driftOf('webfeeds', 'no token')?.drifts).toEqual([{ path: '$.message', expected: '"Invalid access"', received: '"Unauthorized"' }]);
    expect(driftOf('webfeeds', 'answer')?.outcome).toBe('conforms');
  });

  it('fails the run on those drifts only, and says so in its summary and exit code', async () => {
    expect(summarize(results).driftingCalls.sort()).toEqual(['webcheckboost', 'webfeeds', 'webgetcounts', 'webgetpeople', 'webprofile', 'webprofilenew']);
    const lines: string[] = [];
    const folder = mkdtempSync(join(tmpdir(), 'contract-check-'));
    onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
    const junit = join(folder, 'report.xml');
    expect(await main([`${drifting.url}/api/`, '--junit', junit], (line) => lines.push(line))).toBe(1);
    const printed = lines.join('\n');
    expect(printed).toContain('drifting calls: webprofile, webgetcounts, webcheckboost, webgetpeople, webprofilenew, webfeeds');
    expect(printed).toContain('$.result.visitors: expected a string, came 3 (a number)');

    // The JUnit XML: well-formed, one testcase per call and check, the drifting ones failed.
    const text = readFileSync(junit, 'utf8');
    const document = new new Window().DOMParser().parseFromString(text, 'application/xml');
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(text.match(/&(?!(lt|gt|amp|quot|apos);)/g)).toBeNull();
    const cases = [...document.getElementsByTagName('testcase')];
    expect(cases).toHaveLength(results.length);
    const failed = cases.filter((testcase) => testcase.getElementsByTagName('failure').length > 0).map((testcase) => testcase.getAttribute('name'));
    expect(failed.sort()).toEqual(
      [
        'webcheckboost: answer',
        'webfeeds: no token',
        'webgetcounts: answer',
        'webgetpeople: answer',
        'webprofile: answer',
        // The same rename reaches the chat's read of the partner, on the same path.
        'webprofile: answer (the chat partner)',
        'webprofilenew: answer',
      ].sort(),
    );
    const root = document.documentElement;
    expect(root.getAttribute('failures')).toBe('7');
    expect(root.getAttribute('tests')).toBe(String(results.length));
    expect(cases.find((testcase) => testcase.getAttribute('name') === 'webgetcounts: answer')?.textContent).toContain('$.result.visitors');
  });
});
