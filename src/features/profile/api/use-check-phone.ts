import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api/api';

/** webcheckphone from the phone widget: a refusal ('false') means the number is already registered. */
export function useCheckPhone() {
  return useMutation({
    mutationFn: async (phone: string) => {
      await api.call('webcheckphone', { phone, fcmtoken: '' });
    },
  });
}
