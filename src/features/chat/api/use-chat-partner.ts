import { useQuery } from '@tanstack/react-query';
import { webprofileChatPartner } from '@/shared/api/contract/chat';
import { sendQuery } from '@/shared/api/queries';

/** webprofile's chat shape: the partner's name, photo, online flag and last-seen time for the header. */
export function useChatPartner(userId: string, partnerId: string, chatId: string) {
  return useQuery(sendQuery(webprofileChatPartner, { user_id: partnerId, chat_id: chatId, own_id: userId }));
}
