import { useEffect, useRef } from 'react';
import { useCallMutation } from '@/shared/api/use-call-mutation';

/** Opening a profile records a visit (webvisitprofile), once per person opened; its answer is not shown. */
export function useRecordVisit(userId: string, visitedId: string, loaded: boolean): void {
  const { mutate } = useCallMutation('webvisitprofile');
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!loaded || recorded.current === visitedId) return;
    recorded.current = visitedId;
    mutate({ user_id: userId, visit_user_id: visitedId });
  }, [loaded, mutate, userId, visitedId]);
}
