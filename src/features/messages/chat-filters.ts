import type { z } from 'zod';
import type { chatSort } from '@/shared/api/contract/chat';

/** The chat list's four filters (docs/product/rules-and-timings.md#choices), in the dropdown's order, as the call's sort values. */
export type ChatFilter = z.infer<typeof chatSort>;

export const chatFilters: readonly ChatFilter[] = ['all', 'unread', 'online', 'favorite'];

export function isChatFilter(value: string): value is ChatFilter {
  return (chatFilters as readonly string[]).includes(value);
}

/** The search is sent once the member stops typing for this long. */
export const SEARCH_DEBOUNCE_MS = 400;
