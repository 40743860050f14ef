import type { Refusal } from './contract/common';
import { INVALID_ACCESS } from './rules/session';

/**
 * Every way a call can fail, as one typed error, so a screen can choose its
 * state from `kind` and never meets a raw exception:
 * - refused: the server answered `status: 'false'` with its message;
 * - network: the request never got an answer (`offline` when the browser said it was offline then);
 * - server: an HTTP error status with no refusal in the body;
 * - timeout: no answer within the client's time limit;
 * - contract: the answer does not match the contract;
 * - unanswered: mock mode only, the fake backend never saw the call (its worker let it through, and whatever
 *   serves the page answered): the demo's fault, not the member's session (docs/decisions/006-worker-restart.md).
 */
export type ApiErrorKind = 'refused' | 'network' | 'server' | 'timeout' | 'contract' | 'unanswered';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly call: string;
  /** The server's refusal, for kind 'refused' (may carry extra fields such as superlike_count). */
  readonly refusal?: Refusal;
  readonly httpStatus?: number;
  /** For kind 'network': the browser said it was offline when the call failed; the message says so to the member. */
  readonly offline: boolean;

  constructor(kind: ApiErrorKind, call: string, message: string, details: { refusal?: Refusal; httpStatus?: number; cause?: unknown; offline?: boolean } = {}) {
    super(message, { cause: details.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.call = call;
    this.refusal = details.refusal;
    this.httpStatus = details.httpStatus;
    this.offline = details.offline ?? false;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * A refusal whose message the screen should show as received: the server's, or the browser's when it was offline
 * (a press while offline is refused with "You are offline…", in the member's language, rather than the screen's
 * generic failure: docs/decisions/019-offline-member.md).
 */
export function refusalMessage(error: unknown): string | undefined {
  return isApiError(error) && (error.kind === 'refused' || isOfflineFailure(error)) ? error.message : undefined;
}

/** The call failed because the browser was offline: nothing reached the server. */
export function isOfflineFailure(error: unknown): boolean {
  return isApiError(error) && error.kind === 'network' && error.offline;
}

export function isInvalidAccess(error: unknown): boolean {
  return isApiError(error) && error.kind === 'refused' && error.message === INVALID_ACCESS;
}

/**
 * The server refused the call because the account is deactivated: its refusal
 * carries userstatus '0' beside the message, whatever language the message is in.
 */
export function isDeactivatedAccount(error: unknown): boolean {
  return isApiError(error) && error.kind === 'refused' && error.refusal?.userstatus === '0';
}

/** Mock mode: the call never reached the fake backend. A failure of the demo to report, never a reason to sign out. */
export function isUnanswered(error: unknown): boolean {
  return isApiError(error) && error.kind === 'unanswered';
}
