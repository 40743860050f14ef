import { describe, expect, it } from 'vitest';
import { formatAsTyped, formatCardNumber, formatExpiry } from './card-input-format';

describe('card fields formatted as typed', () => {
  it('groups the card number by four digits', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('4111 1111 1111 1111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('41111')).toBe('4111 1');
    expect(formatCardNumber('4111-1111')).toBe('4111 1111');
    expect(formatCardNumber('')).toBe('');
    expect(formatCardNumber('12345678901234567890123')).toBe('1234 5678 9012 3456 789');
  });

  it('writes the expiry as MM/YY, leaving two digits alone so a backspace over the slash works', () => {
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12/30')).toBe('12/30');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('12/')).toBe('12');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12/2030')).toBe('12/2030');
    expect(formatExpiry('1a2b3c0')).toBe('12/30');
  });

  it('keeps the caret after the same digit', () => {
    // Typing the fifth digit at the end: the caret follows the space that came in.
    expect(formatAsTyped('41111', 5, formatCardNumber)).toEqual({ value: '4111 1', caret: 6 });
    // A digit typed in the middle of a formatted number.
    expect(formatAsTyped('41911 1111', 3, formatCardNumber)).toEqual({ value: '4191 1111 1', caret: 3 });
    expect(formatAsTyped('123', 3, formatExpiry)).toEqual({ value: '12/3', caret: 4 });
    expect(formatAsTyped('1230', 0, formatExpiry)).toEqual({ value: '12/30', caret: 0 });
  });
});
