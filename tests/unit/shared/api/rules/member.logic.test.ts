import { describe, expect, it } from 'vitest';
import {
  EMAIL_PATTERN,
  GENDERS,
  isValidName,
  isValidPassword,
  keepNameCharacters,
  NAME_PATTERN,
  normalizeEmail,
} from '@/shared/api/rules';

describe('the member field rules', () => {
  it('lists the genders, male first (the default)', () => {
    expect(GENDERS).toEqual(['male', 'female', 'other']);
  });

  it.each(['Jo', 'A'.repeat(21), 'Jamie 2', 'Jamie!', ''])('refuses the name %j', (name) => {
    expect(NAME_PATTERN.test(name)).toBe(false);
  });

  it.each(['Zoé', 'Ana Lúcia', 'محمد علي', 'Abc', 'A'.repeat(20)])('accepts the name %s (letters of any alphabet and spaces)', (name) => {
    expect(NAME_PATTERN.test(name)).toBe(true);
  });

  it('checks a name without its outer spaces', () => {
    expect(isValidName('  Abc  ')).toBe(true);
    expect(isValidName('  Ab  ')).toBe(false);
  });

  it('lets only letters and spaces be typed in the name, at most 20', () => {
    expect(keepNameCharacters('Ja1mie_ R!vers')).toBe('Jamie Rvers');
    expect(keepNameCharacters('Zoé-Lou')).toBe('ZoéLou');
    expect(keepNameCharacters('A'.repeat(25))).toHaveLength(20);
  });

  it.each([
    ['jamie@example.test', true],
    ['a.b+c@mail.co.uk', true],
    ['jamie@nowhere', false],
    ['jamie example.test', false],
    ['@example.test', false],
    ['jamie@@example.test', false],
  ])('reads %s as an email: %s', (email, valid) => {
    expect(EMAIL_PATTERN.test(email)).toBe(valid);
  });

  it('compares mail addresses trimmed and case-blind', () => {
    expect(normalizeEmail('  Jamie@Example.TEST ')).toBe('jamie@example.test');
  });

  it.each([
    ['12345', false],
    ['123456', true],
    ['x'.repeat(15), true],
    ['x'.repeat(16), false],
  ])('checks the password %s is 6 to 15 characters', (password, valid) => {
    expect(isValidPassword(password)).toBe(valid);
  });
});
