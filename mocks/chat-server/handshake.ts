import { chatHandshake, type ChatHandshake } from '@/shared/api/contract/chat-events';
import { INVALID_ACCESS } from '@/shared/api/rules';
import { memberForToken } from '../domain/session-tokens';
import { logChatEvent } from './chat-network';

/**
 * The door of the chat server, whatever transport brings the connection
 * (docs/product/calls.md#chat-channel): a connection is someone's only if its handshake carries a valid
 * token of the member it names. Anything else is refused with the API's own
 * word for a bad token, 'Invalid access', before a single event is heard.
 */

/** The refusal's message, as the client reads it off connect_error. */
export const CHAT_REFUSAL = INVALID_ACCESS;

/** The handshake, once it proves its member; undefined when the connection must be refused. */
export function provenHandshake(auth: unknown): ChatHandshake | undefined {
  const parsed = chatHandshake.safeParse(auth);
  const member = parsed.success ? memberForToken(parsed.data.token) : undefined;
  if (!parsed.success || !member || member.user_id !== parsed.data.user_id) {
    logChatEvent('connect', `refused: ${CHAT_REFUSAL}`);
    return undefined;
  }
  logChatEvent('connect', `as ${member.user_id}`);
  return parsed.data;
}
