import { useCallsMutation } from '@/shared/api/use-call-mutation';

/** Forgot Password (webforgot): the server's message, success or refusal, is what the popup shows. */
export function useForgotPassword() {
  return useCallsMutation(async (email: string, send) => (await send('webforgot', { email })).message);
}
