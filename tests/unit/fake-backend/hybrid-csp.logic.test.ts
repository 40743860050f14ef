import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../scripts/security-headers';

/** The directive's sources, from a policy as a header. */
function sources(policy: string, directive: string): string[] {
  const found = policy.split('; ').find((part) => part.startsWith(`${directive} `));
  return found ? found.split(' ').slice(1) : [];
}

describe("hybrid mode's real server under the demo's Content-Security-Policy", () => {
  it("allows VITE_API_URL's origin for calls and photos in a mock-mode build", () => {
    const policy = contentSecurityPolicy({ apiUrl: 'https://api.example.test/api/', mocking: true });
    expect(sources(policy, 'connect-src')).toEqual(["'self'", 'https://api.example.test']);
    expect(sources(policy, 'img-src')).toContain('https://api.example.test');
  });

  it('allows nothing more without it (the plain demo)', () => {
    const policy = contentSecurityPolicy({ mocking: true });
    expect(sources(policy, 'connect-src')).toEqual(["'self'"]);
  });
});
