import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callQuery } from '@/shared/api/queries';

/**
 * The people near the member, inside their filter (webgetpeople, as the deck asks, with no
 * limit: the server answers its first page, nearest first). The timestamp is the moment the
 * grid opened, kept for the screen's life so the cache key holds still.
 */
export function useNearbyPeople(userId: string) {
  const [timestamp] = useState(() => String(Date.now()));
  return useQuery({ ...callQuery('webgetpeople', { user_id: userId, timestamp }), select: (answer) => answer.peoples });
}
