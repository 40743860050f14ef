import { PAGE_SIZE } from './rules';

/**
 * The Load More rule (docs/product/flows.md#paging), pure so that every list applies it
 * the same way: the first request asks for 8, each press for 8 more.
 */
export const FIRST_LIMIT = PAGE_SIZE;

export function nextLimit(limit: number): number {
  return limit + PAGE_SIZE;
}

export interface PageState {
  /** The limit the shown answer was asked with. */
  limit: number;
  /** How many entries that answer held. */
  returned: number;
  /** The list's size, for the lists whose answer tells it (the chat list). */
  total?: number;
}

/**
 * Whether Load More shows: while the server returned as many as were asked (a
 * shorter answer is the end), or for the chat list, while the limit is below the
 * total. A list of exactly 8 therefore shows the button once more, as the product's
 * rule does; the press then answers 8 and the button goes.
 */
export function hasMorePages({ limit, returned, total }: PageState): boolean {
  return total === undefined ? returned === limit : limit < total;
}

/**
 * The visitors come as one whole list (webvisitors takes no limit): Load More
 * shows them 8 more at a time, by the same count rule.
 */
export function pageOf<T>(items: readonly T[], limit: number): { visible: T[]; hasMore: boolean } {
  const visible = items.slice(0, limit);
  return { visible, hasMore: hasMorePages({ limit, returned: visible.length }) };
}
