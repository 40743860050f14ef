import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '@/shared/api/rules';
import { FIRST_LIMIT, hasMorePages, nextLimit, pageOf } from '@/shared/api/paging';

describe('the Load More rule', () => {
  it('asks for 8 first, then 8 more per press', () => {
    expect(PAGE_SIZE).toBe(8);
    expect(FIRST_LIMIT).toBe(8);
    expect(nextLimit(FIRST_LIMIT)).toBe(16);
    expect(nextLimit(16)).toBe(24);
  });

  it('shows the button while the answer held as many as asked', () => {
    expect(hasMorePages({ limit: 8, returned: 8 })).toBe(true);
    expect(hasMorePages({ limit: 16, returned: 10 })).toBe(false);
    expect(hasMorePages({ limit: 8, returned: 0 })).toBe(false);
    // Exactly a page: the rule shows the button once more; the next answer ends it.
    expect(hasMorePages({ limit: 16, returned: 16 })).toBe(true);
  });

  it('for the chat list, shows the button while the limit is below the total', () => {
    expect(hasMorePages({ limit: 8, returned: 8, total: 9 })).toBe(true);
    expect(hasMorePages({ limit: 8, returned: 8, total: 8 })).toBe(false);
    expect(hasMorePages({ limit: 16, returned: 3, total: 3 })).toBe(false);
  });

  it('pages a list that comes whole (the visitors) by the same count rule', () => {
    const visitors = Array.from({ length: 11 }, (_, index) => index);
    expect(pageOf(visitors, 8)).toEqual({ visible: visitors.slice(0, 8), hasMore: true });
    expect(pageOf(visitors, 16)).toEqual({ visible: visitors, hasMore: false });
    expect(pageOf([], 8)).toEqual({ visible: [], hasMore: false });
  });
});
