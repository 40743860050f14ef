import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/shared/api/queries';

/** The 'here to' choices and interests the administrator set (admindatas, no token). */
export function useAdminData() {
  return useQuery({ ...callQuery('admindatas', {}), select: (answer) => answer.result });
}
