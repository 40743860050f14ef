import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/shared/api/queries';

export type BlockState = 'none' | 'blockedByMe' | 'blockedMe';

/** blockstatus: who, if anyone, blocked whom in this chat. */
export function useBlockStatus(userId: string, chatId: string) {
  return useQuery({
    ...callQuery('blockstatus', { user_id: userId, chatid: chatId }),
    select: (answer): BlockState => (answer.blocked_by_me === 'true' ? 'blockedByMe' : answer.block === 'true' ? 'blockedMe' : 'none'),
  });
}
