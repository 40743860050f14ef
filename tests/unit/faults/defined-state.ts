/**
 * Judges what a screen shows once a call has failed (the fault matrix):
 * the state the product names (its route's or message's text), or else a visible
 * error with a way to try again; never a blank screen or a spinner left turning.
 * Pure: it reads the DOM it is given, so the matrix and its own test share it.
 */

/** What docs/product/messages.md#where-a-failure-leads names for a failure, as text the screen shows; or a retryable error. */
export type Expectation = { named: string | RegExp; label: string } | { retryable: true };

export interface Judgement {
  held: boolean;
  /** What was seen, for the failure message. */
  reason: string;
}

/** The app's retry button ("Try again", common.retry). */
export const RETRY_NAME = /^Try again$/;

/** Every loader of the app says so in its accessible name, ending with an ellipsis ("Loading the feeds…"). */
function spinnersIn(root: HTMLElement): HTMLElement[] {
  const busy = Array.from(root.querySelectorAll<HTMLElement>('[aria-busy="true"]'));
  const loaders = Array.from(root.querySelectorAll<HTMLElement>('[role="status"]')).filter((node) => /…\s*$/.test(node.textContent ?? ''));
  return [...busy, ...loaders];
}

function visibleText(root: HTMLElement): string {
  return (root.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function shows(root: HTMLElement, text: string | RegExp): boolean {
  const all = visibleText(root);
  return typeof text === 'string' ? all.includes(text) : text.test(all);
}

function retryableError(root: HTMLElement): boolean {
  const alerts = Array.from(root.querySelectorAll<HTMLElement>('[role="alert"]')).filter((node) => visibleText(node) !== '');
  const retries = Array.from(root.querySelectorAll<HTMLButtonElement>('button')).filter(
    (button) => RETRY_NAME.test(visibleText(button)) && !button.disabled && button.getAttribute('aria-disabled') !== 'true',
  );
  return alerts.length > 0 && retries.length > 0;
}

export function judgeScreen(root: HTMLElement, expected: Expectation): Judgement {
  if (visibleText(root) === '') return { held: false, reason: 'blank screen' };
  const spinners = spinnersIn(root);
  if (spinners.length > 0) return { held: false, reason: `spinner left: "${visibleText(spinners[0] as HTMLElement)}"` };
  if ('named' in expected) {
    return shows(root, expected.named)
      ? { held: true, reason: `shows ${expected.label}` }
      : { held: false, reason: `expected ${expected.label}, saw: ${visibleText(root).slice(0, 160)}` };
  }
  return retryableError(root)
    ? { held: true, reason: 'an error with a retry' }
    : { held: false, reason: `no error with a retry, saw: ${visibleText(root).slice(0, 160)}` };
}
