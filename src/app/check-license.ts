import { sendInBackground } from '@/shared/api/send-in-background';

/**
 * The start-up license check (checklicense, with the page's
 * hostname; docs/product/calls.md#account-and-session). Its result is unused and its failure is not
 * handled (docs/product/messages.md#where-a-failure-leads): whatever it answers, or if it never
 * does, the app starts as usual: a call sent in the background, which never rejects.
 */
export function checkLicense(): void {
  void sendInBackground('checklicense', { hostname: window.location.hostname });
}
