import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api/api';

/** verifyotp: the 4-digit code from the mail. Answers the server's message. */
export function useVerifyCode() {
  return useMutation({
    mutationFn: async ({ email, otp }: { email: string; otp: string }) => (await api.call('verifyotp', { email, otp })).message,
  });
}

/** Resend is the mail check again (docs/product/flows.md#sign-up). Answers the server's message. */
export function useResendCode() {
  return useMutation({
    mutationFn: async (email: string) => (await api.call('webcheckemail', { email })).message,
  });
}
