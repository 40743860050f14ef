import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/database';
import { server } from '@mocks/node';
import { clock } from '@mocks/lib/clock';
import { sendAndJudge } from './fuzz-call';
import { currentTokens } from './fuzz-session';

/** The fuzz's judge is no rubber stamp: it catches each fault it looks for. */
const BASE_URL = new URL('/api/', location.href).href;
const aCase = { body: { user_id: '1' }, mutation: 'none' as const };

describe("the fuzz's judge", () => {
  it('names a server error, an answer that is no JSON, and one in neither shape', async () => {
    const tokens = await currentTokens();
    server.use(http.post('*/api/webgetcounts', () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    expect((await sendAndJudge('webgetcounts', aCase, tokens, BASE_URL)).problems[0]).toMatch(/^HTTP 500/);
    server.use(http.post('*/api/webgetcounts', () => new HttpResponse('<html>', { status: 200 })));
    expect((await sendAndJudge('webgetcounts', aCase, tokens, BASE_URL)).problems[0]).toMatch(/^not JSON/);
    server.use(http.post('*/api/webgetcounts', () => HttpResponse.json({ status: 'maybe' })));
    expect((await sendAndJudge('webgetcounts', aCase, tokens, BASE_URL)).problems[0]).toMatch(/^neither the call's answer nor a refusal/);
  });

  it('names a refusal outside the refusal shape, and a refusal that wrote to the database', async () => {
    const tokens = await currentTokens();
    server.use(http.post('*/api/webgetcounts', () => HttpResponse.json({ status: 'false' })));
    expect((await sendAndJudge('webgetcounts', aCase, tokens, BASE_URL)).problems[0]).toMatch(/^a refusal outside the refusal shape/);
    server.use(
      http.post('*/api/webgetcounts', async () => {
        await db.visits.create({ visitor_id: '170', visited_id: '1', at: clock.now() });
        return HttpResponse.json({ status: 'false', message: 'No' });
      }),
    );
    expect(await sendAndJudge('webgetcounts', aCase, tokens, BASE_URL)).toMatchObject({ verdict: 'refused', problems: ['refused (No) yet changed: visits'] });
  });

  it('passes a right answer and a refusal that changed nothing', async () => {
    const tokens = await currentTokens();
    expect(await sendAndJudge('webgetcounts', aCase, tokens, BASE_URL)).toMatchObject({ verdict: 'accepted', problems: [] });
    expect(await sendAndJudge('webgetcounts', { body: { user_id: '2' }, mutation: 'none' }, tokens, BASE_URL)).toMatchObject({ verdict: 'refused', problems: [] });
  });
});
