import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { invalidateCall } from '@/shared/api/queries';
import { useCounts } from '@/member/session/api/use-counts';

export type ListCount = 'visitors' | 'like_request' | 'superlike_request';

/**
 * The fake backend answers a list and its count from one rule (mocks/domain/attention.ts), but the
 * two are read at different moments: someone may like or visit between them. When a list's whole
 * size is known and the sidebar says otherwise, the sidebar reads its counts again.
 */
export function useCountAgreement(name: ListCount, total: number | undefined): void {
  const queryClient = useQueryClient();
  const counted = useCounts().data?.[name];
  useEffect(() => {
    if (total === undefined || counted === undefined || Number(counted) === total) return;
    void invalidateCall(queryClient, 'webgetcounts');
  }, [queryClient, name, total, counted]);
}
