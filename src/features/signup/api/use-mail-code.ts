import { useCallsMutation } from '@/shared/api/use-call-mutation';

/** verifyotp: the 4-digit code from the mail. Answers the server's message. */
export function useVerifyCode() {
  return useCallsMutation(async ({ email, otp }: { email: string; otp: string }, send) => (await send('verifyotp', { email, otp })).message);
}

/** Resend is the mail check again (docs/product/flows.md#sign-up). Answers the server's message. */
export function useResendCode() {
  return useCallsMutation(async (email: string, send) => (await send('webcheckemail', { email })).message);
}
