import type { z } from 'zod';
import type { loginCounts } from '@/shared/api/contract/account';
import { pendingLikesOf, visitorsOf } from './attention';
import { unreadCountTo } from './chat-messages';

/**
 * The sidebar's counts, computed from the same records the lists show, so a
 * count always agrees with its list (docs/product/fake-backend-and-demo.md#server-rules).
 */
export function countsFor(userId: string): z.infer<typeof loginCounts> {
  return {
    message: String(unreadCountTo(userId)),
    visitors: String(visitorsOf(userId).length),
    superlike_request: String(pendingLikesOf(userId, 'superlike').length),
    like_request: String(pendingLikesOf(userId, 'like').length),
  };
}

// The same queries as the visitors, likes and super likes lists: one definition for list and count.
export { pendingLikesOf } from './attention';
