import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/shared/api/queries';

/** The app of the day (appoftheday): shown only when the admin set it to 'enable'. */
export function useAppOfTheDay() {
  return useQuery({
    ...callQuery('appoftheday', {}),
    select: (answer) => (answer.result.app_settings === 'enable' ? answer.result : null),
  });
}
