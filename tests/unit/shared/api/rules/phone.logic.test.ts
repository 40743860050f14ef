import { describe, expect, it } from 'vitest';
import { canReceiveSms, isValidPhone, normalizePhone } from '@/shared/api/rules';

describe('phone numbers', () => {
  it('drops the spaces, dots, dashes and brackets people write numbers with', () => {
    expect(normalizePhone('+1 (555) 010-0001')).toBe('+15550100001');
    expect(normalizePhone('06.12.34.56.78')).toBe('0612345678');
    expect(normalizePhone('+33612345678')).toBe('+33612345678');
  });

  it.each([
    ['+33 6 12 34 56 78', true],
    ['+1 (555) 010-0001', true],
    ['0612345678', true],
    ['123456', true],
    ['12345', false],
    ['1'.repeat(16), false],
    ['call me', false],
    ['+12', false],
    ['33+612345678', false],
  ])('checks the account number %s: %s', (phone, valid) => {
    expect(isValidPhone(phone)).toBe(valid);
  });

  it.each([
    ['+33 6 12 34 56 78', true],
    ['+1234567', false],
    ['+12345678', true],
    ['0612345678', false],
  ])('sends an SMS only to an international number (%s: %s)', (phone, valid) => {
    expect(canReceiveSms(phone)).toBe(valid);
  });
});
