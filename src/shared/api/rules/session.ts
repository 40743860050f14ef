/**
 * The session rules both sides share: the client sets its cookie for this long,
 * and the fake server refuses older tokens with the same message the client
 * reads as "signed out".
 */

/** The onboarded cookie lives 12 hours, 43,200,000 ms (docs/product/flows.md#session). */
export const SESSION_LIFETIME_MS = 12 * 60 * 60_000;

/** The server's message for a request without a valid token. */
export const INVALID_ACCESS = 'Invalid access';
