import { hashKey, useQuery, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import type { CallName } from './contract';
import { FIRST_LIMIT, hasMorePages, nextLimit } from './paging';
import { callQuery, type CallAnswer, type CallInput } from './queries';

/** The calls that take a `limit`: the lists that page with Load More. */
export type PagedCallName = { [N in CallName]: 'limit' extends keyof CallInput<N> ? N : never }[CallName];

export interface PagedRead<N extends PagedCallName, Item> {
  /** The entries of one answer (`peoples`, `matches`). */
  items: (answer: CallAnswer<N>) => Item[];
  /** The list's size where the answer gives it (webgetchat's `total`): the chat list's rule. */
  total?: (answer: CallAnswer<N>) => number;
}

/**
 * A list with Load More (docs/product/flows.md#paging): asks for 8, then 8 more per press,
 * each answer cached under its own limit. Another input (a search, a filter)
 * starts again at 8. The input must be stable between renders: a timestamp made
 * in render would make every render a new query (hold it in state).
 *
 * While more load, the entries already shown stay, and `hasMore` stays true so
 * the button does not blink; `isLoadingMore` lets the screen disable it.
 */
export function usePagedCall<N extends PagedCallName, Item>(name: N, input: Omit<CallInput<N>, 'limit'>, read: PagedRead<N, Item>) {
  const listKey = hashKey([name, input]);
  const [paging, setPaging] = useState({ listKey, limit: FIRST_LIMIT });
  const limit = paging.listKey === listKey ? paging.limit : FIRST_LIMIT;

  // The contract types each call's input apart; TypeScript cannot see that adding `limit`
  // to an input without it gives that call's input back, for a name not yet known.
  const pagedInput = { ...input, limit: String(limit) } as CallInput<N>;
  const query = useQuery({
    ...callQuery(name, pagedInput),
    // The previous page stays on screen while a longer one loads, but not a previous search's.
    placeholderData: (previous, previousQuery) => (previousQuery && sameList(previousQuery.queryKey, listKey) ? previous : undefined),
  });

  const answer = query.data;
  const items = answer ? read.items(answer) : [];
  const isLoadingMore = query.isPlaceholderData;
  const hasMore = isLoadingMore || (answer !== undefined && hasMorePages({ limit, returned: items.length, total: read.total?.(answer) }));

  return {
    query,
    items,
    limit,
    hasMore,
    isLoadingMore,
    loadMore: () => setPaging({ listKey, limit: nextLimit(limit) }),
  };
}

function sameList(queryKey: QueryKey, listKey: string): boolean {
  const [name, input] = queryKey;
  if (typeof input !== 'object' || input === null) return false;
  const { limit: _limit, ...rest } = input as Record<string, unknown>;
  return hashKey([name, rest]) === listKey;
}
