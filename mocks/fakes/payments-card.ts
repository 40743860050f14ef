import { clock } from '../lib/clock';

/**
 * The fake drop-in's card rules: what a card form checks before it may hand out
 * a nonce, and which of Braintree's documented test nonces a card stands for
 * (docs/product/fake-backend-and-demo.md#demo-accounts-and-test-inputs: 4111 1111 1111 1111 approves, 4000 1111 1111 1115 declines).
 */

export interface CardFields {
  number: string;
  expiration: string;
  cvv: string;
}

export interface CheckedCard {
  digits: string;
  month: number;
  year: number;
}

const nonceByCard: Record<string, string> = {
  '4111111111111111': 'fake-valid-visa-nonce',
  '4000111111111115': 'fake-processor-declined-visa-nonce',
};

export function cardDigits(number: string): string | undefined {
  const compact = number.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(compact) && passesLuhn(compact) ? compact : undefined;
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** MM/YY (or MM/YYYY, or MMYY): valid through the end of its month, on the fake clock, and at most 20 years ahead. */
export function expiryOf(expiration: string): { month: number; year: number } | undefined {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiration.trim()) ?? /^(\d{2})(\d{2})$/.exec(expiration.trim());
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = (match[2] ?? '').length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  const now = new Date(clock.now());
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  const expires = year * 12 + month;
  if (month < 1 || month > 12 || expires < current || year > now.getUTCFullYear() + 20) return undefined;
  return { month, year };
}

export function isCvv(cvv: string): boolean {
  return /^\d{3,4}$/.test(cvv.trim());
}

export function checkCard(fields: CardFields): CheckedCard | undefined {
  const digits = cardDigits(fields.number);
  const expiry = expiryOf(fields.expiration);
  return digits && expiry && isCvv(fields.cvv) ? { digits, ...expiry } : undefined;
}

export function nonceFor(digits: string): string {
  return nonceByCard[digits] ?? 'fake-valid-nonce';
}

/** Braintree's card type names, for the first digits. */
export function cardTypeOf(digits: string): string {
  if (digits.startsWith('4')) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'MasterCard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover';
  return 'Unknown';
}
