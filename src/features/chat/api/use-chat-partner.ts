import { useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import type { webprofileChatPartner } from '@/shared/api/contract/chat';
import type { ResponseOf } from '@/shared/api/contract/define-call';

/**
 * webprofile's chat shape: the partner's name, photo, online flag and last-seen time for the header.
 * Keyed as sendQuery keys it (the path's name, then the input). Its definition (zod schemas) is
 * imported when the call goes, not with the screen: the contract loads beside the first page
 * (api/client.ts), so the screen's own chunk need not carry zod a second time.
 */
export function useChatPartner(userId: string, partnerId: string, chatId: string) {
  const input = { user_id: partnerId, chat_id: chatId, own_id: userId };
  return useQuery({
    queryKey: ['webprofile', input] as const,
    queryFn: async (): Promise<ResponseOf<typeof webprofileChatPartner>> => {
      const { webprofileChatPartner: definition } = await import('@/shared/api/contract/chat');
      return api.send(definition, input, { kind: 'read' });
    },
  });
}
