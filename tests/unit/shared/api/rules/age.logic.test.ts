import { describe, expect, it } from 'vitest';
import {
  ageOn,
  EARLIEST_BIRTH_DATE,
  isBirthDateAllowed,
  isRealBirthDate,
  latestBirthDate,
  localCalendarDate,
  MIN_AGE,
  utcCalendarDate,
} from '@/shared/api/rules';

const today = '2026-11-01';

describe('the one age computation', () => {
  it('computes the age from the birth date', () => {
    expect(ageOn('1995-06-15', today)).toBe(31);
    expect(ageOn('1995-11-01', today)).toBe(31);
    expect(ageOn('1995-11-02', today)).toBe(30);
    expect(ageOn('not a date', today)).toBeNull();
  });

  it('turns 18 on the birthday itself, not the day before', () => {
    expect(ageOn('2008-11-01', today)).toBe(MIN_AGE);
    expect(ageOn('2008-11-02', today)).toBe(MIN_AGE - 1);
    expect(ageOn('2008-10-31', today)).toBe(MIN_AGE);
  });

  it('counts a 29 February birthday on 1 March in common years', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn('2008-02-29', '2028-02-29')).toBe(20);
  });

  it('refuses dates that do not exist, are malformed or are still to come', () => {
    expect(ageOn('1995-02-30', today)).toBeNull();
    expect(ageOn('1995-13-01', today)).toBeNull();
    expect(ageOn('1995-00-10', today)).toBeNull();
    expect(ageOn('1995-6-15', today)).toBeNull();
    expect(ageOn('2026-11-02', today)).toBeNull();
    expect(ageOn('2026-11-01', today)).toBe(0);
    expect(ageOn('1995-06-15', 'today')).toBeNull();
  });

  it('offers birth dates from 1 Jan 1901 to today minus 18 years', () => {
    expect(latestBirthDate(today)).toBe('2008-11-01');
    expect(latestBirthDate('2028-02-29')).toBe('2010-02-28');
    expect(isBirthDateAllowed('2008-11-01', today)).toBe(true);
    expect(isBirthDateAllowed('2008-11-02', today)).toBe(false);
    expect(isBirthDateAllowed(EARLIEST_BIRTH_DATE, today)).toBe(true);
    expect(isBirthDateAllowed('1900-12-31', today)).toBe(false);
    expect(isRealBirthDate('1900-12-31', today)).toBe(false);
    expect(isRealBirthDate('2010-01-01', today)).toBe(true);
  });

  it('reads today as the server (UTC) or the member (local time) counts it', () => {
    const lateEvening = Date.UTC(2026, 10, 1, 23, 30);
    expect(utcCalendarDate(lateEvening)).toBe('2026-11-01');
    expect(utcCalendarDate(new Date(Date.UTC(2026, 0, 5)))).toBe('2026-01-05');
    const local = new Date(2026, 10, 1, 23, 30);
    expect(localCalendarDate(local)).toBe('2026-11-01');
  });
});
