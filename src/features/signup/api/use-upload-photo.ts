import { useCallShapeMutation } from '@/shared/api/use-call-shape-mutation';
import type { UploadedPhoto } from '../wizard-state';

/** The sign-up photo: uploadimageweb's JSON shape, compared by the server with the checked face. */
export function useUploadPhoto() {
  return useCallShapeMutation('uploadimageweb', async ({ file, faceId }: { file: string; faceId: string }, send): Promise<{ photo: UploadedPhoto; message: string }> => {
    // The contract (and zod with it) is already loading beside the first page: the wizard does not carry it.
    const { uploadimagewebSignup } = await import('@/shared/api/contract/profile');
    const answer = await send(uploadimagewebSignup, { file, faceId, type: 'beforeSignup' });
    return { photo: { imageName: answer.image_name, imageUrl: answer.imageurl }, message: answer.message };
  });
}
