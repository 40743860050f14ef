import { useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import { memberKeys } from '@/shared/member/query-keys';

/** The 'here to' choices and interests the administrator set (admindatas, no token). */
export function useAdminData() {
  return useQuery({
    queryKey: memberKeys.adminData,
    queryFn: async () => (await api.call('admindatas', {})).result,
    staleTime: 5 * 60_000,
  });
}
