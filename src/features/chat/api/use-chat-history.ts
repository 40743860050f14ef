import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/shared/api/queries';

/**
 * webgetchatmessage: the history, read once per visit. What arrives later comes
 * on the channel, so a background refetch would only redo the work (and, on a
 * long chat, the parsing) for nothing.
 */
export function useChatHistory(userId: string, chatId: string) {
  return useQuery({ ...callQuery('webgetchatmessage', { user_id: userId, chat_id: chatId }), staleTime: Infinity, refetchOnWindowFocus: false });
}
