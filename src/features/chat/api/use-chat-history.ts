import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/shared/api/queries';

/** webgetchatmessage: the history, read once per visit (what arrives later comes on the channel; `callQuery` keeps it). */
export function useChatHistory(userId: string, chatId: string) {
  return useQuery(callQuery('webgetchatmessage', { user_id: userId, chat_id: chatId }));
}
