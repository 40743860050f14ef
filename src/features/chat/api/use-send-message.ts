import { useCallback } from 'react';
import type { CallInput } from '@/shared/api/queries';
import { useSendCall } from '@/shared/api/use-call-mutation';

/**
 * websendmessage for the outbox, which keeps each message's own pending state: the call goes at once when the
 * outbox's pump sends it, and the function stays the same between renders.
 */
export function useSendMessage() {
  const send = useSendCall();
  return useCallback((input: CallInput<'websendmessage'>) => send('websendmessage', input), [send]);
}
