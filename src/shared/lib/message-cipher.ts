import AES from 'crypto-js/aes';
import Hex from 'crypto-js/enc-hex';
import Utf8 from 'crypto-js/enc-utf8';

/**
 * Chat texts travel and rest encrypted with one fixed client-side passphrase
 * (docs/product/calls.md#chat-channel). The real passphrase is not given by the product, so this
 * is a placeholder: a deployment against the real server sets
 * VITE_CHAT_PASSPHRASE to the passphrase the server's other clients use.
 */
export const PLACEHOLDER_CHAT_PASSPHRASE = 'amora-placeholder-chat-passphrase';

const passphrase = import.meta.env.VITE_CHAT_PASSPHRASE || PLACEHOLDER_CHAT_PASSPHRASE;

/** Every text CryptoJS encrypts with a passphrase starts with base64 "Salted__". */
const OPENSSL_PREFIX = 'U2FsdGVkX1';

export interface EncryptOptions {
  /**
   * 16 hex digits. Without it the salt is random, as for any real message; the
   * fake backend's seed passes one so the same seed gives the same stored text.
   */
  saltHex?: string;
}

/** The text as the chat sends and stores it (CryptoJS AES, OpenSSL format). */
export function encryptMessage(text: string, options: EncryptOptions = {}): string {
  const salt = options.saltHex ? Hex.parse(options.saltHex) : undefined;
  return AES.encrypt(text, passphrase, salt ? { salt } : undefined).toString();
}

/**
 * The readable text. A text that is not in the cipher's format is shown as it
 * came (a server may hold plain texts); one that does not decrypt with our
 * passphrase reads as empty rather than as ciphertext noise.
 */
export function decryptMessage(cipherText: string): string {
  if (!cipherText.startsWith(OPENSSL_PREFIX)) return cipherText;
  try {
    return AES.decrypt(cipherText, passphrase).toString(Utf8);
  } catch {
    // A wrong passphrase can yield bytes that are not UTF-8.
    return '';
  }
}
