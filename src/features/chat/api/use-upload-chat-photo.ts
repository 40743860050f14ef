import { useCallback } from 'react';
import { useSendCall } from '@/shared/api/use-call-mutation';

/** uploadimagechat: a photo (as a data URL) stored for the chat, answering its URL; the message itself goes through the outbox. */
export function useUploadChatPhoto() {
  const send = useSendCall();
  return useCallback((file: string) => send('uploadimagechat', { file }), [send]);
}
