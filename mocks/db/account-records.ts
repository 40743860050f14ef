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

/**
 * Wrong guesses at one secret (a password, a mailed or texted code), keyed by what
 * was guessed at: 'password:<mail>', 'mail-code:<mail>', 'sms:<phone>' (domain/attempts.ts).
 */
export const failedAttemptRecord = z.object({
  target: z.string(),
  /** Wrong guesses in a row since the last success or the end of the last lock. */
  failures: z.number().int().nonnegative(),
  /** Epoch milliseconds of the fake clock until which every guess is refused; 0 when not locked. */
  locked_until: z.number(),
});
export type FailedAttemptRecord = z.infer<typeof failedAttemptRecord>;
