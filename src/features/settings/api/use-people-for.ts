import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/shared/api/queries';

/** The 'I am here to' choices the administrator set (admindatas, as the sign-up wizard reads them). */
export function usePeopleFor() {
  return useQuery({ ...callQuery('admindatas', {}), select: (answer) => answer.result.peoplefor });
}
