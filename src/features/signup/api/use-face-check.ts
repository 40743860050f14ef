import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import type { CheckedFace } from '../wizard-state';

/** checkFaceImage on the webcam capture (flag '1': the capture is the one to go on with). */
export function useFaceCheck() {
  return useMutation({
    mutationFn: async (image: string): Promise<CheckedFace> => {
      const answer = await api.call('checkFaceImage', { image, flag: '1' });
      return { faceId: answer.faceId, image: answer.userVerificationImage };
    },
  });
}
