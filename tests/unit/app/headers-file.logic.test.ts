import { describe, expect, it } from 'vitest';
import { HASHED_ASSETS_CACHE_CONTROL, headersFile, securityHeaders } from '../../../scripts/security-headers';

describe('the _headers file of static hosts (Netlify, Cloudflare Pages)', () => {
  const file = headersFile('/web/', { mocking: true });

  it('sends every security header under the base', () => {
    const [rule, ...lines] = file.split('\n');
    expect(rule).toBe('/web/*');
    for (const [name, value] of Object.entries(securityHeaders({ mocking: true }))) expect(lines).toContain(`  ${name}: ${value}`);
  });

  it('lets a browser keep the hashed assets for good, and nothing else', () => {
    expect(file).toContain(`/web/assets/*\n  Cache-Control: ${HASHED_ASSETS_CACHE_CONTROL}\n`);
    expect(file.match(/Cache-Control/g)).toHaveLength(1);
  });
});
