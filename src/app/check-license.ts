import { api } from '@/shared/api/api';

/**
 * The start-up license check of spec 1 section 7 (checklicense, with the page's
 * hostname). Its result is unused and its failure is not handled (section 8:
 * "Other call failures are not handled"): whatever it answers, or if it never
 * does, the app starts as usual. Swallowed here so a failure is no uncaught
 * rejection in the page.
 */
export function checkLicense(): void {
  api.call('checklicense', { hostname: window.location.hostname }).catch(() => undefined);
}
