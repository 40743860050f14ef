import { expect, it } from 'vitest';
import { Cookie, CookieJar, MemoryCookieStore } from '@mocks/shims/tough-cookie';

it('keeps no cookie: MSW finds none in its jar, and none in what it saved before', () => {
  const store = new MemoryCookieStore();
  expect(new CookieJar(store).getCookiesSync()).toEqual([]);
  expect(Cookie.fromJSON()).toBeNull();
  expect(store.idx).toEqual({});
});

it('refuses, by name, a cookie a handler sets, rather than dropping it unseen', async () => {
  await expect(new CookieJar().setCookie('session=abc; Path=/')).rejects.toThrow('The fake backend set the cookie "session"');
});
