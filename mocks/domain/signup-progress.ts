import { db } from '../db/database';
import type { FaceCheckRecord, PendingSignupRecord, SignupPhotoRecord } from '../db/account-records';
import { mailVerification, SIGNUP_MAIL_CODE } from '../fakes/signup-mail';
import { sentMessages } from '../fakes/side-effects';
import { clock } from '../lib/clock';

/**
 * What a sign-up has shown before its account exists: the mail code sent and
 * confirmed, the webcam capture with a face, the photo tied to that face.
 * signupweb reads them back, and the new account clears them.
 */

/**
 * Sends the mail code; asking again (Resend) replaces the earlier code. Answers
 * whether the server asks for the code at all ('disabled': none is needed).
 */
export async function sendMailCode(email: string): Promise<PendingSignupRecord['email_verified']> {
  db.pendingSignups.deleteMany((q) => q.where({ email }));
  const email_verified = mailVerification();
  await db.pendingSignups.create({ email, code: SIGNUP_MAIL_CODE, email_verified, verified: false, at: clock.now() });
  if (email_verified === 'enabled') sentMessages.recordMail({ kind: 'signup-code', to: email, code: SIGNUP_MAIL_CODE });
  return email_verified;
}

/** The code sent to this mail and whether it was confirmed, or undefined when none was sent. */
export function pendingSignupOf(email: string): PendingSignupRecord | undefined {
  return db.pendingSignups.findFirst((q) => q.where({ email }));
}

export async function confirmMail(email: string): Promise<void> {
  await db.pendingSignups.update((q) => q.where({ email }), {
    data(record) {
      record.verified = true;
    },
  });
}

/**
 * Keeps a webcam capture in which a face was found. The service keeps the
 * capture for the account's verification and answers its name; the fake keeps
 * only the name, so the saved demo database stays small.
 */
export async function keepFaceCapture(): Promise<FaceCheckRecord> {
  const faceId = `face-${crypto.randomUUID()}`;
  return db.faceChecks.create({ faceId, image: `verification/${faceId}.jpg`, at: clock.now() });
}

export function faceCaptureOf(faceId: string): FaceCheckRecord | undefined {
  return db.faceChecks.findFirst((q) => q.where({ faceId }));
}

/** Keeps the sign-up photo (a data URL) tied to the face it was compared with; answers its file name. */
export async function keepSignupPhoto(faceId: string, dataUrl: string): Promise<string> {
  const image_name = `signup-${crypto.randomUUID()}.${extensionOf(dataUrl)}`;
  await db.signupPhotos.create({ image_name, imageurl: dataUrl, faceId, at: clock.now() });
  return image_name;
}

export function signupPhotoNamed(imageName: string): SignupPhotoRecord | undefined {
  return db.signupPhotos.findFirst((q) => q.where({ image_name: imageName }));
}

/** Once the account exists, its mail code and sign-up photo are no longer needed. */
export function forgetSignupProgress(email: string, faceId: string): void {
  db.pendingSignups.deleteMany((q) => q.where({ email }));
  db.signupPhotos.deleteMany((q) => q.where({ faceId }));
}

function extensionOf(dataUrl: string): string {
  const type = /^data:image\/([a-z+.-]+);/i.exec(dataUrl)?.[1]?.toLowerCase() ?? 'jpg';
  return type === 'jpeg' ? 'jpg' : type.replace('+xml', '');
}
