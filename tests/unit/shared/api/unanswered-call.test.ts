import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient, type FakeBackendWatch } from '@/shared/api/client';
import { isUnanswered } from '@/shared/api/errors';
import { network } from '@mocks/controls/network';
import { server } from '@mocks/node';
import { failureOf } from '../../support/api-failure';

/** Mock mode's client: a call the fake backend never saw (the static host answered it) fails as 'unanswered'. */

const options = { baseUrl: '/api/', getToken: () => 'the-token', getLanguage: () => 'en' as const };

/** What a static host answers a call that went past the worker (scripts/static-host.mjs): 404, in plain text. */
const staticHostAnswer = () => new HttpResponse('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });

function watchedClient() {
  const heard: Array<{ call: string; httpStatus: number }> = [];
  const watch: FakeBackendWatch = { unanswered: (call, httpStatus) => void heard.push({ call, httpStatus }) };
  return { client: createApiClient({ ...options, fakeBackend: () => watch }), heard };
}

afterEach(() => network.clear());

describe('in mock mode', () => {
  it("an answer that is not JSON came from elsewhere: kind 'unanswered', and the watch hears of it", async () => {
    server.use(http.post('*/api/checklicense', staticHostAnswer));
    const { client, heard } = watchedClient();
    const error = await failureOf(client.call('checklicense', { hostname: 'x' }));
    expect(error.kind).toBe('unanswered');
    expect(isUnanswered(error)).toBe(true);
    expect(error.httpStatus).toBe(404);
    expect(heard).toEqual([{ call: 'checklicense', httpStatus: 404 }]);
  });

  it("a static host's page for every address (200, HTML) is unanswered too", async () => {
    server.use(http.post('*/api/checklicense', () => HttpResponse.html('<!doctype html><title>Amora</title>')));
    const { client, heard } = watchedClient();
    expect((await failureOf(client.call('checklicense', { hostname: 'x' }))).kind).toBe('unanswered');
    expect(heard).toHaveLength(1);
  });

  it("the fake backend's own failures stay what they are: a server error, a malformed answer", async () => {
    const { client, heard } = watchedClient();
    network.injectCallFault('checklicense', 'server-error');
    expect((await failureOf(client.call('checklicense', { hostname: 'x' }))).kind).toBe('server');
    network.injectCallFault('checklicense', 'malformed-response');
    expect((await failureOf(client.call('checklicense', { hostname: 'x' }))).kind).toBe('contract');
    expect(heard).toEqual([]);
  });
});

describe('in real mode (no watch)', () => {
  it("the same answer is the server's error, as before", async () => {
    server.use(http.post('*/api/checklicense', staticHostAnswer));
    const client = createApiClient(options);
    const error = await failureOf(client.call('checklicense', { hostname: 'x' }));
    expect(error.kind).toBe('server');
    expect(error.httpStatus).toBe(404);
  });
});
