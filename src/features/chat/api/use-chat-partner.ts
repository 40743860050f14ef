import { useQuery } from '@tanstack/react-query';
import { sendQuery } from '@/shared/api/queries';

/**
 * webprofile's chat shape: the partner's name, photo, online flag and last-seen time for the header.
 * Keyed by the path's name, so what refreshes webprofile refreshes it too. Its definition (zod schemas)
 * is imported when the call goes, not with the screen: the contract loads beside the first page
 * (api/client.ts), so the screen's own chunk need not carry zod a second time.
 */
export function useChatPartner(userId: string, partnerId: string, chatId: string) {
  return useQuery(
    sendQuery('webprofile', { user_id: partnerId, chat_id: chatId, own_id: userId }, async () => (await import('@/shared/api/contract/chat')).webprofileChatPartner),
  );
}
