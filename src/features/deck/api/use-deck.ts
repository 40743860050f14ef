import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { callQuery } from '@/shared/api/queries';
import { DECK_LIMIT_AFTER_LIKE } from '@/shared/api/rules';
import { useSignedInSession } from '@/shared/session/use-session';
import { deckTimestamp } from './deck-timestamp';

/**
 * The deck (webgetpeople): first the server's default page, then, after a like, the product's
 * limit of 20. The previous cards stay while a reload runs, so the stack never flashes empty.
 */
export function useDeck() {
  const { userId } = useSignedInSession();
  const [timestamp] = useState(deckTimestamp);
  const [limited, setLimited] = useState(false);
  const query = useQuery({
    ...callQuery('webgetpeople', limited ? { user_id: userId, timestamp, limit: String(DECK_LIMIT_AFTER_LIKE) } : { user_id: userId, timestamp }),
    placeholderData: keepPreviousData,
    select: (answer) => answer.peoples,
  });
  const reloadAfterLike = useCallback(() => setLimited(true), []);
  return { query, reloadAfterLike };
}
