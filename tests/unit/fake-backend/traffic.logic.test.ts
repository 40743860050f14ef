import { afterEach, describe, expect, it } from 'vitest';
import { traffic } from '@mocks/controls/traffic';

describe('the HAR record of the calls', () => {
  afterEach(() => traffic.clear());

  it('keeps a form call with its fields, a file by its name, and the answer as text', async () => {
    const form = new FormData();
    form.append('user_id', '1');
    form.append('image', new File(['bytes'], 'me.jpg', { type: 'image/jpeg' }));
    traffic.started('a', new Request('https://demo.example/api/uploadimageweb', { method: 'POST', body: form }));
    await traffic.answered('a', Response.json({ status: 'true' }));

    const [entry] = traffic.har().log.entries;
    expect(entry?.request.method).toBe('POST');
    expect(entry?.request.postData?.mimeType).toMatch(/^multipart\/form-data/);
    expect(entry?.request.postData?.params).toEqual([
      { name: 'user_id', value: '1' },
      { name: 'image', fileName: 'me.jpg', contentType: 'image/jpeg' },
    ]);
    expect(entry?.response).toMatchObject({ status: 200, content: { text: '{"status":"true"}', mimeType: 'application/json' } });
  });

  it('keeps a GET with its query, and forgets everything on clear', async () => {
    traffic.started('b', new Request('https://demo.example/api/webhelp?language=fr'));
    await traffic.answered('b', new Response('[]', { status: 404 }));
    expect(traffic.har().log.entries[0]?.request).toMatchObject({ bodySize: 0, queryString: [{ name: 'language', value: 'fr' }] });
    traffic.clear();
    expect(traffic.har().log.entries).toEqual([]);
  });

  it('records nothing for an answer whose call it did not see start', async () => {
    await traffic.answered('unknown', Response.json({}));
    expect(traffic.har().log.entries).toEqual([]);
  });
});
