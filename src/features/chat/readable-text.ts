import { decryptMessage } from '@/shared/lib/message-cipher';

/**
 * Decrypted texts, kept: a line decrypts when it first scrolls into view, not
 * when the history loads (a 5,000-message chat would spend seconds in the cipher).
 */
const readable = new Map<string, string>();
const LIMIT = 20_000;

export function readableText(cipher: string): string {
  const known = readable.get(cipher);
  if (known !== undefined) return known;
  const text = decryptMessage(cipher);
  if (readable.size >= LIMIT) readable.clear();
  readable.set(cipher, text);
  return text;
}
