import Hex from 'crypto-js/enc-hex';
import SHA256 from 'crypto-js/sha256';

/**
 * Passwords are kept as a salted SHA-256 hash, never as typed (docs/product/fake-backend-and-demo.md#server-rules),
 * so the demo's saved state in localStorage holds no member's password.
 * Stored as `sha256:<salt>:<hex of SHA-256(salt + password)>`.
 */
const SCHEME = 'sha256';

/** The stored value of an account no password signs in to (the seeded people: nobody was ever told one). */
export const NO_PASSWORD = '!';

/** A salt nobody can guess ahead: 16 random bytes as hex. */
export function randomSalt(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function hashPassword(password: string, salt: string = randomSalt()): string {
  return `${SCHEME}:${salt}:${digest(salt, password)}`;
}

/** Whether the password is the one the stored hash was made from. */
export function passwordMatches(password: string, stored: string): boolean {
  const [scheme, salt, expected] = stored.split(':');
  if (scheme !== SCHEME || salt === undefined || expected === undefined) return false;
  return sameText(digest(salt, password), expected);
}

function digest(salt: string, password: string): string {
  return SHA256(salt + password).toString(Hex);
}

/** Compares every character whatever the first difference, so the time taken tells nothing. */
function sameText(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let index = 0; index < Math.max(a.length, b.length); index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}
