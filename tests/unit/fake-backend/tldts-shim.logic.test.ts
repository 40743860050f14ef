import { getDomain as fullList } from 'tldts';
import { expect, it } from 'vitest';
import { getDomain } from '@mocks/shims/tldts';

const options = { allowIcannDomains: true, allowPrivateDomains: true };

it('answers as tldts for the hosts a demo is served from', () => {
  for (const host of ['127.0.0.1', 'localhost', '::1', '[::1]', 'amora.example.com', 'www.amora.app', 'amora.dev']) {
    expect(getDomain(host), host).toBe(fullList(host, options));
  }
});

it('is broader than the public suffix list for multi-level suffixes, which only widens cookie matching', () => {
  expect(getDomain('amora.github.io')).toBe('github.io');
  expect(fullList('amora.github.io', options)).toBe('amora.github.io');
});
