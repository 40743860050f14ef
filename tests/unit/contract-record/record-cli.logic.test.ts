import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { misfitsOf } from '@mocks/seed/recorded/check-recorded-seed';
import { main, parseArguments } from '../../../scripts/contract/record/record-cli';

/** The command line of `npm run contract:record`: its arguments, and a HAR recorded into a file. */
describe('npm run contract:record', () => {
  it('reads a sign-in by mail or by token, the HAR path, and the fields to keep', () => {
    expect(parseArguments(['http://127.0.0.1:4000/api/', '--as', 'a@b.test', '--password', 'p', '--out', 'staging', '--writes', '--keep', 'bio,job'])).toEqual({
      ok: true,
      args: { source: { baseUrl: 'http://127.0.0.1:4000/api/', signIn: { email: 'a@b.test', password: 'p' } }, name: 'staging', writes: true, keep: ['bio', 'job'], deckSize: 40, messagesPerChat: 20 },
    });
    expect(parseArguments(['https://api.test/', '--token=T', '--user-id=9'])).toMatchObject({ ok: true, args: { source: { signIn: { token: 'T', user_id: '9' } }, name: 'recorded' } });
    expect(parseArguments(['--from-har', 'visit.har'])).toMatchObject({ ok: true, args: { source: { har: 'visit.har' } } });
  });

  it('refuses what it cannot do, saying why', () => {
    expect(parseArguments(['http://x.test/'])).toMatchObject({ ok: false, error: expect.stringContaining('--as') });
    expect(parseArguments(['http://x.test/', '--as', 'a', '--password', 'p', '--keep', 'password'])).toMatchObject({ ok: false, error: expect.stringContaining('password') });
    expect(parseArguments(['--from-har', 'a.har', 'http://x.test/'])).toMatchObject({ ok: false });
    expect(parseArguments(['http://x.test/', '--as', 'a', '--password', 'p', '--out', '../up'])).toMatchObject({ ok: false });
  });

  it('records a HAR into fixtures/recorded/<name>.json, saying what it left out', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'contract-record-'));
    onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
    const har = join(folder, 'visit.har');
    const entry = (call: string, answer: unknown) => ({ request: { url: `https://api.test/api/${call}`, postData: { mimeType: 'application/json', text: '{"user_id":"5"}' } }, response: { content: { text: JSON.stringify(answer) } } });
    const profile = JSON.parse(readFileSync(new URL('../../../fixtures/recorded/seed-7.json', import.meta.url), 'utf8')) as { records: { members: Record<string, unknown>[] } };
    const { password_hash: _hash, online: _online, onlinelasttime: _last, email_verified: _verified, created_at: _created, ...own } = profile.records.members[0] ?? {};
    writeFileSync(har, JSON.stringify({ log: { entries: [entry('webprofile', { status: 'true', result: own }), entry('webgetcounts', { status: 'true', result: { message: 1 } })] } }));
    const printed: string[] = [];
    expect(await main(['--from-har', har, '--out', 'from-har'], { folder, now: () => 0, print: (line) => printed.push(line) })).toBe(0);
    const written = JSON.parse(readFileSync(join(folder, 'from-har.json'), 'utf8')) as { records: { members: unknown[] }; leftOut: unknown[] };
    expect(misfitsOf(written)).toEqual([]);
    expect(written.records.members).toHaveLength(1);
    expect(written.leftOut).toContainEqual({ call: 'webgetcounts', path: '$.result.message', problem: expect.any(String) });
    expect(printed.join('\n')).toContain('sign in to it as recorded@demo.test with the password demo1234');
  });
});
