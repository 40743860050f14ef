import { paths } from '@/shared/routing/paths';

/**
 * The filter page marker (docs/product/screens-and-routes.md#filter) travels in the query: '2' says "from Find new
 * people", so the filter's Save and the profile view's back link return here; without it they
 * return to the deck ('1'). The filter and profile-view features read the same parameter.
 */
const marker = new URLSearchParams({ page: '2' }).toString();

export const filterFromFindPeople = `${paths.filter}?${marker}`;

export function profileFromFindPeople(userId: string): string {
  return `${paths.peopleExplore.to({ userId })}?${marker}`;
}
