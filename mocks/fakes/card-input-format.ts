/**
 * The fake drop-in's card fields format as the member types, as Braintree's hosted fields do: the
 * number in groups of four digits, the expiry as MM/YY (MM/YYYY when six digits come). What the
 * card rules read (payments-card.ts) accepts both the typed and the formatted forms, so the nonce
 * and what is sent are the same either way.
 */

export interface Formatted {
  value: string;
  /** Where the caret goes: after as many digits as were before it in the typed text. */
  caret: number;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** '4111111111111111' → '4111 1111 1111 1111' (19 digits at most). */
export function formatCardNumber(text: string): string {
  return (
    digitsOf(text)
      .slice(0, 19)
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/** '1230' → '12/30', '123' → '12/3', '12' → '12' (so a backspace over the slash sticks), '122030' → '12/2030'. */
export function formatExpiry(text: string): string {
  const digits = digitsOf(text).slice(0, 6);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** The caret's place in `formatted` after the first `digitCount` digits. */
function caretAfterDigits(formatted: string, digitCount: number): number {
  if (digitCount <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index++) {
    if (/\d/.test(formatted[index] ?? '')) seen++;
    if (seen === digitCount) return index + 1;
  }
  return formatted.length;
}

/** Formats a field's text and keeps the caret after the same digit. */
export function formatAsTyped(text: string, caret: number, format: (text: string) => string): Formatted {
  const value = format(text);
  return { value, caret: caretAfterDigits(value, digitsOf(text.slice(0, caret)).length) };
}
