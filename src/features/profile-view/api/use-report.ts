import { useCallMutation } from '@/shared/api/use-call-mutation';

/** Report User / UnReport User: webreport toggles the flag. */
export function useReport() {
  return useCallMutation('webreport');
}
