import { useCallsMutation } from '@/shared/api/use-call-mutation';

/** webcheckphone from the phone widget (with fcmtoken): a refusal means the number is already registered. */
export function useCheckSignupPhone() {
  return useCallsMutation(async (phone: string, send) => {
    await send('webcheckphone', { phone, fcmtoken: '' });
  });
}
