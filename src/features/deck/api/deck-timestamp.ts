import { env } from '@/shared/config/env';
import { earlyCallField } from '@/shared/api/early-calls';

/**
 * The deck's `timestamp` (the moment it asks for, in seconds): the one the frame's script already sent in the deck's
 * early call, when one waits (src/shared/api/early-calls.ts), so the deck's request is that very request and its
 * answer is adopted; otherwise now.
 */
export function deckTimestamp(now = Date.now()): string {
  return earlyCallField(`${env.apiUrl}webgetpeople`, 'timestamp', now) ?? String(Math.floor(now / 1000));
}
