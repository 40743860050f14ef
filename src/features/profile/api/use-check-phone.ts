import { useCallsMutation } from '@/shared/api/use-call-mutation';

/** webcheckphone from the phone widget: a refusal ('false') means the number is already registered. */
export function useCheckPhone() {
  return useCallsMutation(async (phone: string, send) => {
    await send('webcheckphone', { phone, fcmtoken: '' });
  });
}
