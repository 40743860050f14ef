import { useCallMutation } from '@/shared/api/use-call-mutation';

/** Apply (websetfilter): the filter is saved in the profile, and the deck follows it. */
export function useSaveFilter() {
  return useCallMutation('websetfilter');
}
