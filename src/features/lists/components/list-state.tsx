import type { ReactNode } from 'react';
import { LOADER_DELAY_MS, QueryState, type QueryLike } from '@/shared/ui/query-state';
import { PeopleSkeleton, type PeopleLayout } from './people-grid';

/** A list's loading (skeleton cards after the lists' 300 ms), failure (message and retry) or content. */
export function ListState<T>({ query, layout, children }: { query: QueryLike<T>; layout: PeopleLayout; children: (data: T) => ReactNode }) {
  return (
    <QueryState query={query} loaderDelayMs={LOADER_DELAY_MS.lists} skeleton={<PeopleSkeleton layout={layout} />}>
      {children}
    </QueryState>
  );
}
