import { api } from '@/shared/api/api';

/**
 * The start-up license check (checklicense, with the page's
 * hostname; docs/product/calls.md#account-and-session). Its result is unused and its failure is not
 * handled (docs/product/messages.md#where-a-failure-leads): whatever it answers, or if it never
 * does, the app starts as usual. Swallowed here so a failure is no uncaught
 * rejection in the page.
 */
export function checkLicense(): void {
  api.call('checklicense', { hostname: window.location.hostname }).catch(() => undefined);
}
