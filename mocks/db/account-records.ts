import { z } from 'zod';
import { id } from '@/shared/api/contract/common';

/**
 * What the server keeps between the steps of a sign-up, before the member
 * exists: the mailed code, the checked face and the uploaded photo. signupweb
 * checks the request against these, so a client cannot skip a step.
 */

/** A mail address that asked for a code (webcheckemail) and whether the code was entered (verifyotp). */
export const pendingSignupRecord = z.object({
  email: z.string(),
  code: z.string(),
  /** 'disabled': the server did not ask for a code, so none is needed at signupweb. */
  email_verified: z.enum(['enabled', 'disabled']),
  verified: z.boolean(),
  at: z.number(),
});
export type PendingSignupRecord = z.infer<typeof pendingSignupRecord>;

/** A webcam capture in which a face was found (checkFaceImage): its id and the name of the kept image. */
export const faceCheckRecord = z.object({ faceId: z.string(), image: z.string(), at: z.number() });
export type FaceCheckRecord = z.infer<typeof faceCheckRecord>;

/** A photo uploaded during sign-up, tied to the face it was compared with. */
export const signupPhotoRecord = z.object({ image_name: z.string(), imageurl: z.string(), faceId: z.string(), at: z.number() });
export type SignupPhotoRecord = z.infer<typeof signupPhotoRecord>;

/** A social identity linked to a member at their first social login. */
export const socialLinkRecord = z.object({ user_id: id, fbid: z.string(), at: z.number() });
export type SocialLinkRecord = z.infer<typeof socialLinkRecord>;
