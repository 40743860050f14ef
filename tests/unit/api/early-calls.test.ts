import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyCallsSetup, frameMarkup } from '../../../scripts/vite/signed-in-frame-plugin';
import { deckTimestamp } from '@/features/deck/api/deck-timestamp';
import { createApiClient } from '@/shared/api/client';
import { EARLY_ANSWER_FRESH_MS, type EarlyCall } from '@/shared/api/early-calls';
import { cookieNames, storageKeys } from '@/shared/session/storage-keys';

/**
 * A signed-in page's first calls leave from shell.html as it is parsed, and the API client adopts their answers
 * instead of sending the calls again: once, for the very same request only, while fresh
 * (docs/decisions/024-early-calls.md).
 */
const script = (file: string) => readFileSync(join(process.cwd(), 'scripts', 'vite', 'signed-in-frame', file), 'utf8');
const frameScripts = `${script('early-calls.js')}\n${script('frame-boot.js')}`;
const BASE = '/web/';
const API = '/api/';
const TOKEN = 'a-token';
const USER = '42';

const deckAnswer = { status: 'true', peoples: [] };
/** What the server says to a call it refuses: every call's answer decodes it. */
const refusal = { status: 'false', message: 'Refused here' };

function jsonResponse(json: unknown) {
  return new Response(JSON.stringify(json), { headers: { 'Content-Type': 'application/json' } });
}

/** A stand-in for fetch that records each request and answers with what `answer` gives for its address. */
function network(answer: (url: string) => unknown) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    void init;
    return jsonResponse(answer(String(input)));
  });
}

/** What reached the network: each request's address, method, Authorization header and body fields. */
async function described(input: RequestInfo | URL, init?: RequestInit) {
  const fields = init?.body instanceof FormData ? [...init.body.entries()].map(([name, value]) => [name, String(value)]) : [];
  return { url: String(input), method: init?.method, authorization: new Headers(init?.headers).get('Authorization'), fields };
}

function signIn(language = 'fr') {
  document.cookie = `${cookieNames.onboarded}=true; path=/`;
  document.cookie = `${cookieNames.language}=${language}; path=/`;
  localStorage.setItem(storageKeys.token, TOKEN);
  localStorage.setItem(storageKeys.userId, USER);
}

/** shell.html as a production build writes it, parsed at this address: the frame, its scripts (run here), the root. */
function loadShell(path: string) {
  window.history.replaceState(null, '', `${BASE}${path}`);
  document.body.innerHTML = `${frameMarkup(BASE, undefined, earlyCallsSetup(undefined))}<div id="root"></div>`;
  new Function(frameScripts)();
}

function client(language: 'en' | 'fr' | 'ar' = 'fr', token = TOKEN) {
  return createApiClient({ baseUrl: API, getToken: () => token, getLanguage: () => language });
}

function earlyCall(overrides: Partial<EarlyCall> = {}): EarlyCall {
  return {
    url: `${API}webgetpeople`,
    method: 'POST',
    authorization: `Bearer ${TOKEN}`,
    fields: [
      ['user_id', USER],
      ['timestamp', '1700000000'],
      ['language', 'fr'],
    ],
    sentAt: Date.now(),
    answer: Promise.resolve(jsonResponse(deckAnswer)),
    ...overrides,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.__amoraEarlyCalls;
  document.cookie = `${cookieNames.onboarded}=; path=/; max-age=0`;
  document.cookie = `${cookieNames.language}=; path=/; max-age=0`;
  localStorage.clear();
  document.body.innerHTML = '';
});

describe("a signed-in page's early calls", () => {
  it("sends from shell.html, on the deck, the shell's and the deck's first calls as the client would, and the client sends none again", async () => {
    const early = network((url) => (url.endsWith('webgetpeople') ? deckAnswer : refusal));
    vi.stubGlobal('fetch', early);
    signIn('fr');
    loadShell('app/PeopleNear');
    const timestamp = deckTimestamp();
    const bearer = `Bearer ${TOKEN}`;
    expect(await Promise.all(early.mock.calls.map(([input, init]) => described(input, init)))).toEqual([
      { url: `${API}webprofile`, method: 'POST', authorization: bearer, fields: [['user_id', USER], ['language', 'fr']] },
      { url: `${API}webgetcounts`, method: 'POST', authorization: bearer, fields: [['user_id', USER], ['language', 'fr']] },
      { url: `${API}checklicense`, method: 'POST', authorization: null, fields: [['hostname', window.location.hostname], ['language', 'fr']] },
      { url: `${API}webgetpeople`, method: 'POST', authorization: bearer, fields: [['user_id', USER], ['timestamp', timestamp], ['language', 'fr']] },
      { url: `${API}admindatas?language=fr`, method: 'GET', authorization: null, fields: [] },
    ]);

    const later = vi.fn(async () => jsonResponse(refusal));
    vi.stubGlobal('fetch', later);
    const api = client('fr');
    await expect(api.call('webgetpeople', { user_id: USER, timestamp }, { kind: 'read' })).resolves.toEqual(deckAnswer);
    const refused = { kind: 'refused', message: refusal.message };
    await expect(api.call('webprofile', { user_id: USER }, { kind: 'read' })).rejects.toMatchObject(refused);
    await expect(api.call('webgetcounts', { user_id: USER }, { kind: 'read' })).rejects.toMatchObject(refused);
    await expect(api.call('checklicense', { hostname: window.location.hostname })).rejects.toMatchObject(refused);
    await expect(api.call('admindatas', {}, { kind: 'read' })).rejects.toMatchObject(refused);
    expect(later).not.toHaveBeenCalled();
    expect(window.__amoraEarlyCalls).toEqual([]);
  });

  it("sends only the shell's calls on another screen, in the default language when the cookie names none the app knows", async () => {
    const early = network(() => refusal);
    vi.stubGlobal('fetch', early);
    signIn('xx');
    loadShell('app/Message');
    expect((await Promise.all(early.mock.calls.map(([input, init]) => described(input, init)))).map(({ url, fields }) => [url, fields.at(-1)])).toEqual([
      [`${API}webprofile`, ['language', 'en']],
      [`${API}webgetcounts`, ['language', 'en']],
      [`${API}checklicense`, ['language', 'en']],
    ]);
  });

  it('sends nothing for a visitor who is not signed in, nor from a build without early calls (the demo)', () => {
    const early = network(() => refusal);
    vi.stubGlobal('fetch', early);
    loadShell('app/PeopleNear');
    signIn();
    window.history.replaceState(null, '', `${BASE}app/PeopleNear`);
    document.body.innerHTML = `${frameMarkup(BASE)}<div id="root"></div>`;
    new Function(frameScripts)();
    expect(early).not.toHaveBeenCalled();
    expect(window.__amoraEarlyCalls).toBeUndefined();
  });

  it('gives an answer once: the same call sent again goes to the network', async () => {
    window.__amoraEarlyCalls = [earlyCall()];
    const fetch = vi.fn(async () => jsonResponse({ status: 'true', peoples: [] }));
    vi.stubGlobal('fetch', fetch);
    const api = client();
    await api.call('webgetpeople', { user_id: USER, timestamp: '1700000000' });
    expect(fetch).not.toHaveBeenCalled();
    await api.call('webgetpeople', { user_id: USER, timestamp: '1700000000' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another body', () => earlyCall(), { user_id: USER, timestamp: '1700000001' }, 'fr', TOKEN],
    ['another language', () => earlyCall(), { user_id: USER, timestamp: '1700000000' }, 'ar', TOKEN],
    ['another token', () => earlyCall(), { user_id: USER, timestamp: '1700000000' }, 'fr', 'another-token'],
    ['a stale answer', () => earlyCall({ sentAt: Date.now() - EARLY_ANSWER_FRESH_MS - 1 }), { user_id: USER, timestamp: '1700000000' }, 'fr', TOKEN],
    ['a failed early call', () => earlyCall({ answer: Promise.resolve(null) }), { user_id: USER, timestamp: '1700000000' }, 'fr', TOKEN],
  ] as const)('ignores %s and sends the call itself', async (_case, early, input, language, token) => {
    window.__amoraEarlyCalls = [early()];
    const fetch = network(() => deckAnswer);
    vi.stubGlobal('fetch', fetch);
    await expect(client(language, token).call('webgetpeople', input)).resolves.toEqual(deckAnswer);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [sentTo, sent] = fetch.mock.calls[0] ?? [];
    expect(await described(sentTo ?? '', sent)).toMatchObject({ url: `${API}webgetpeople`, authorization: `Bearer ${token}` });
  });

  it('fails as a timeout when the early answer takes longer than the call may', async () => {
    window.__amoraEarlyCalls = [earlyCall({ answer: new Promise(() => undefined) })];
    const fetch = vi.fn(async () => jsonResponse(deckAnswer));
    vi.stubGlobal('fetch', fetch);
    const api = createApiClient({ baseUrl: API, getToken: () => TOKEN, getLanguage: () => 'fr', timeouts: { read: 20, action: 20 } });
    await expect(api.call('webgetpeople', { user_id: USER, timestamp: '1700000000' })).rejects.toMatchObject({ kind: 'timeout' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("gives the deck the early call's timestamp while it waits, and the time now otherwise", () => {
    window.__amoraEarlyCalls = [earlyCall()];
    expect(deckTimestamp()).toBe('1700000000');
    window.__amoraEarlyCalls = [];
    expect(deckTimestamp(1_800_000_000_500)).toBe('1800000000');
  });
});
