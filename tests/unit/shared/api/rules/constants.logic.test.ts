import { describe, expect, it } from 'vitest';
import {
  BOOST_DURATION_MS,
  CHAT_IMAGE_EXTENSIONS,
  DECK_LIMIT_AFTER_LIKE,
  EARLIEST_BIRTH_DATE,
  INTERESTED_IN,
  LIKE_TYPES,
  MAIL_CODE_LENGTH,
  MAX_PHOTOS,
  MIN_AGE,
  NAME_MAX,
  NAME_MIN,
  PAGE_SIZE,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PROFILE_TEXT_MAX,
  SESSION_LIFETIME_MS,
} from '@/shared/api/rules';

/** The business constants, as docs/product/rules-and-timings.md#limits writes them: a change here is a change of the product. */
describe('the business constants', () => {
  it('keeps the session 12 hours and a boost 30 minutes', () => {
    expect(SESSION_LIFETIME_MS).toBe(43_200_000);
    expect(BOOST_DURATION_MS).toBe(1_800_000);
  });

  it('keeps the field limits', () => {
    expect([NAME_MIN, NAME_MAX]).toEqual([3, 20]);
    expect([PASSWORD_MIN, PASSWORD_MAX]).toEqual([6, 15]);
    expect(PROFILE_TEXT_MAX).toBe(60);
    expect(MAX_PHOTOS).toBe(5);
    expect(MAIL_CODE_LENGTH).toBe(4);
    expect(MIN_AGE).toBe(18);
    expect(EARLIEST_BIRTH_DATE).toBe('1901-01-01');
  });

  it('keeps the lists, the deck and the chat images', () => {
    expect(PAGE_SIZE).toBe(8);
    expect(DECK_LIMIT_AFTER_LIKE).toBe(20);
    expect(CHAT_IMAGE_EXTENSIONS).toEqual(['png', 'jpg', 'jpeg', 'gif']);
    expect(LIKE_TYPES).toEqual(['like', 'superlike']);
    expect(INTERESTED_IN).toEqual(['men', 'women', 'everyone']);
  });
});
