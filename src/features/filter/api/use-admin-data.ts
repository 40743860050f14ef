import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/shared/api/queries';

/** What the administrator set (admindatas, no token): the filter's age and distance limits and its 'here to' choices. */
export function useAdminData() {
  return useQuery({ ...callQuery('admindatas', {}), select: (answer) => answer.result });
}
