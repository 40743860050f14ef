import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callQuery, invalidateCalls } from '@/shared/api/queries';

/**
 * webgetchatmessage: the history, read once per visit (what arrives later comes on the channel; `callQuery` keeps it
 * between visits, so each visit reads it again: what was said while the member was away is in no cache).
 *
 * Reading it marks the chat's messages read on the server, so the sidebar's Messages count and the chat list's row
 * (its unread badge) change with each read: they are refreshed here, whichever layout shows the chat. On a phone the
 * list is read again anyway when the member goes back to it; beside the list (the split view) nothing else would.
 */
export function useChatHistory(userId: string, chatId: string) {
  const queryClient = useQueryClient();
  const history = useQuery({ ...callQuery('webgetchatmessage', { user_id: userId, chat_id: chatId }), refetchOnMount: 'always' });
  const { dataUpdatedAt, isFetchedAfterMount } = history;
  useEffect(() => {
    if (!isFetchedAfterMount) return;
    void invalidateCalls(queryClient, ['webgetcounts', 'webgetchat']);
  }, [queryClient, dataUpdatedAt, isFetchedAfterMount]);
  return history;
}
