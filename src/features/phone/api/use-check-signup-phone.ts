import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api/api';

/** webcheckphone from the phone widget (with fcmtoken): a refusal means the number is already registered. */
export function useCheckSignupPhone() {
  return useMutation({
    mutationFn: async (phone: string) => {
      await api.call('webcheckphone', { phone, fcmtoken: '' });
    },
  });
}
