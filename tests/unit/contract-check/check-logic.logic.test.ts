import { z } from 'zod';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { contract } from '@/shared/api/contract';
import { parseArguments } from '../../../scripts/contract/check-cli';
import { driftsOf, jsonPath } from '../../../scripts/contract/check-drift';
import { checkPlan } from '../../../scripts/contract/check-plan';
import { exitCodeOf, junitXml, reportTable, summaryText } from '../../../scripts/contract/check-report';
import { judgeAnswer, judgeRefusal, refusalChecks, type CheckResult } from '../../../scripts/contract/check-runner';
import { buildRequest, requiredFields, sampleObject } from '../../../scripts/contract/check-sampler';

/** The drift checker's pure parts: the sampler, the plan, the drift descriptions, the report, the arguments. */

describe('the request sampler', () => {
  it('builds a request every call of the contract accepts, from its declaration alone', () => {
    for (const call of Object.values(contract)) {
      const sample = sampleObject(call.request);
      expect(call.request.safeParse(sample).success, call.name).toBe(true);
    }
  });

  it('fits formats (counts, prices, ranges), leaves optional fields out and sends a real picture for a file', () => {
    expect(sampleObject(contract.websetfilter.request)).toMatchObject({ age: '18-40', distance: '1' });
    expect(sampleObject(contract.webpaypremium.request)).toMatchObject({ price: '1' });
    expect(Object.keys(sampleObject(contract.webemaillogin.request))).toEqual(['email']);
    const { file } = sampleObject(contract.uploadimageweb.request) as { file: File };
    expect(file.type).toBe('image/png');
    expect(file.size).toBeGreaterThan(0);
  });

  it('puts the plan’s values on top, and refuses to send what the contract itself refuses', () => {
    expect(buildRequest(contract.webfriendslist.request, { user_id: '7', limit: '8' })).toEqual({ ok: true, input: { user_id: '7', limit: '8' } });
    expect(buildRequest(contract.webfriendslist.request, { limit: 'eight' })).toEqual({ ok: false, why: 'no valid request: limit: expected a whole number as text' });
  });

  it('lists the required fields a "missing field" check leaves out', () => {
    expect(requiredFields(contract.webemaillogin.request)).toEqual(['email']);
    expect(requiredFields(contract.admindatas.request)).toEqual([]);
  });
});

describe('the plan', () => {
  it('sends every call of the contract, each with its refusals checked once, beside its own declaration', () => {
    const probes = checkPlan();
    expect(new Set(probes.map((probe) => probe.call.name))).toEqual(new Set(Object.keys(contract)));
    for (const [name, call] of Object.entries(contract)) {
      expect(probes.filter((probe) => probe.call === call && probe.refusals !== false), name).toHaveLength(1);
    }
  });

  it('keeps the calls that change something behind --writes, and deletes only the account it signed up', () => {
    const writes = new Set(checkPlan().filter((probe) => probe.writes).map((probe) => probe.call.name));
    for (const name of ['signupweb', 'webchangepassword', 'webdeleteaccount', 'webpaypremium', 'websetprofile', 'webmatch', 'websendmessage', 'webforgot']) {
      expect(writes, name).toContain(name);
    }
    for (const probe of checkPlan().filter((candidate) => ['webchangepassword', 'webdeleteaccount', 'webpaypremium', 'websetprofile'].includes(candidate.call.name))) {
      expect(probe.sender, probe.call.name).toBe('fresh');
    }
  });

  it('checks the token refusals on token calls and a missing field where there is one', () => {
    expect(refusalChecks({ call: contract.webprofile }, { user_id: '1' }, 't').map((check) => [check.check, check.token, check.input])).toEqual([
      ['no token', null, { user_id: '1' }],
      ['wrong token', 'contract-check-wrong-token', { user_id: '1' }],
      ['missing user_id', 't', {}],
    ]);
    expect(refusalChecks({ call: contract.admindatas }, {}, null)).toEqual([]);
  });
});

describe('drifts', () => {
  const schema = z.object({
    status: z.literal('true'),
    result: z.object({ name: z.string(), kind: z.enum(['a', 'b']), tags: z.array(z.object({ id: z.string() })) }),
  });

  it('are none for a conforming answer, extra fields included', () => {
    expect(driftsOf(schema, { status: 'true', result: { name: 'x', kind: 'a', tags: [], extra: 1 } })).toEqual([]);
  });

  it('name the path, what was expected and what came', () => {
    expect(driftsOf(schema, { status: 'maybe', result: { nom: 'x', kind: 'c', tags: [{ id: 4 }] } })).toEqual([
      { path: '$.status', expected: '"true"', received: '"maybe"' },
      { path: '$.result.name', expected: 'a string', received: 'nothing (the field is missing); beside it, fields the contract does not know: nom' },
      { path: '$.result.kind', expected: 'one of "a" | "b"', received: '"c"' },
      { path: '$.result.tags[0].id', expected: 'a string', received: '4 (a number)' },
    ]);
  });

  it('follow the closest branch of a union', () => {
    const union = z.union([z.object({ status: z.literal('true'), peoples: z.object({ token: z.string() }) }), z.object({ status: z.literal('notreg') })]);
    expect(driftsOf(union, { status: 'true', peoples: { token: 5 } })).toEqual([{ path: '$.peoples.token', expected: 'a string', received: '5 (a number)' }]);
  });

  it('write odd keys as a JSON path can hold them', () => {
    expect(jsonPath(['result', 0, 'a-b'])).toBe('$.result[0]["a-b"]');
  });

  it('count a refusal of a valid request, a non-JSON answer and an HTTP error as drifts', () => {
    const response = z.object({ status: z.literal('true') });
    expect(judgeAnswer(response, { ok: true, status: 200, json: { status: 'false', message: 'No' } }).drifts).toEqual([
      { path: '$.status', expected: 'an accepted answer (the request is valid by the contract)', received: 'a refusal: "No"' },
    ]);
    expect(judgeAnswer(response, { ok: false, status: 502, why: 'HTTP 502, not JSON: "<html>"' }).outcome).toBe('drifts');
    expect(judgeAnswer(response, { ok: true, status: 500, json: { status: 'true' } }).drifts).toEqual([{ path: '$', expected: 'HTTP 200', received: 'HTTP 500' }]);
    expect(judgeAnswer(response, { ok: true, status: 200, json: { status: 'true' } })).toEqual({ outcome: 'conforms', drifts: [] });
  });

  it('count an accepted answer where a refusal is due as a drift', () => {
    const response = z.object({ status: z.literal('true') });
    expect(judgeRefusal(response, { ok: true, status: 200, json: { status: 'true' } }, 'Invalid access').drifts).toEqual([
      { path: '$.status', expected: '"false" (a refusal)', received: '"true": the call was accepted' },
    ]);
    expect(judgeRefusal(response, { ok: true, status: 200, json: { status: 'false', message: 'Invalid access' } }, 'Invalid access').outcome).toBe('conforms');
    expect(judgeRefusal(response, { ok: true, status: 200, json: { status: false, message: 'x' } }).drifts).toEqual([{ path: '$.status', expected: '"false"', received: 'false' }]);
  });
});

describe('the report', () => {
  const results: CheckResult[] = [
    { call: 'webprofile', check: 'answer', outcome: 'drifts', drifts: [{ path: '$.result.age', expected: 'a string', received: '3 (a number)' }], ms: 12 },
    { call: 'webprofile', check: 'no token', outcome: 'conforms', drifts: [], ms: 3 },
    { call: 'webdeleteaccount', check: 'answer', outcome: 'not reached', drifts: [], note: 'it writes: sent only with --writes', ms: 0 },
    { call: 'web<&>"\'', check: 'answer', outcome: 'drifts', drifts: [{ path: '$', expected: 'JSON', received: 'a <b> & "c"\u0001' }], ms: 1 },
  ];

  it('prints a table per call and a summary naming the drifting calls', () => {
    const table = reportTable(results);
    expect(table).toContain('webprofile\n  DRIFT answer    drifts\n        $.result.age: expected a string, came 3 (a number)\n  ok    no token  conforms');
    expect(table).toContain('--    answer    not reached: it writes: sent only with --writes');
    expect(summaryText(results)).toBe('3 calls, 4 checks: 1 conform, 2 drift, 1 not reached\ndrifting calls: webprofile, web<&>"\'');
    expect(exitCodeOf(results)).toBe(1);
    expect(exitCodeOf(results.slice(1, 3))).toBe(0);
  });

  it('writes well-formed JUnit XML: a testcase per check, drifts failed, not reached skipped, any text escaped', () => {
    const text = junitXml(results);
    const document = new new Window().DOMParser().parseFromString(text, 'application/xml');
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(text.match(/&(?!(lt|gt|amp|quot|apos);)/g)).toBeNull();
    expect(document.documentElement.getAttribute('failures')).toBe('2');
    expect(document.documentElement.getAttribute('skipped')).toBe('1');
    const cases = [...document.getElementsByTagName('testcase')];
    expect(cases.map((testcase) => testcase.getAttribute('name'))).toEqual(['webprofile: answer', 'webprofile: no token', 'webdeleteaccount: answer', 'web<&>"\': answer']);
    expect(cases[0]?.getElementsByTagName('failure')[0]?.getAttribute('message')).toBe('webprofile drifts at $.result.age');
    expect(cases[2]?.getElementsByTagName('skipped')).toHaveLength(1);
    expect(cases[3]?.textContent).toContain('a <b> & "c"\uFFFD');
  });
});

describe('the command line', () => {
  it('takes the base URL and the flags', () => {
    expect(parseArguments(['http://127.0.0.1:4731/api/', '--writes', '--junit', 'out.xml'])).toEqual({
      ok: true,
      args: { baseUrl: 'http://127.0.0.1:4731/api/', writes: true, junit: 'out.xml' },
    });
    expect(parseArguments(['https://api.example.test/api', '--token=abc', '--user-id', '12'])).toEqual({
      ok: true,
      args: { baseUrl: 'https://api.example.test/api', writes: false, session: { token: 'abc', user_id: '12' } },
    });
  });

  it('refuses what it cannot run', () => {
    expect(parseArguments([])).toMatchObject({ ok: false });
    expect(parseArguments(['ftp://x'])).toMatchObject({ ok: false, error: 'not an http(s) URL: ftp://x' });
    expect(parseArguments(['http://x/api/', '--token', 'abc'])).toMatchObject({ ok: false });
    expect(parseArguments(['http://x/api/', '--junit'])).toEqual({ ok: false, error: '--junit needs a value' });
    expect(parseArguments(['http://x/api/', '--write'])).toEqual({ ok: false, error: 'unknown flag --write' });
  });
});
