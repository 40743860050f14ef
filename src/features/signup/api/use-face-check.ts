import { useCallsMutation } from '@/shared/api/use-call-mutation';
import type { CheckedFace } from '../wizard-state';

/** checkFaceImage on the webcam capture (flag '1': the capture is the one to go on with). */
export function useFaceCheck() {
  return useCallsMutation(async (image: string, send): Promise<CheckedFace> => {
    const answer = await send('checkFaceImage', { image, flag: '1' });
    return { faceId: answer.faceId, image: answer.userVerificationImage };
  });
}
