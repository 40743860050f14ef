import { uploadimagewebSignup } from '@/shared/api/contract/profile';
import {
  ageOn,
  EMAIL_PATTERN,
  isRealBirthDate,
  isValidName,
  isValidPassword,
  isValidPhone,
  MIN_AGE,
  normalizeEmail,
  utcCalendarDate,
} from '@/shared/api/rules';
import { guess, guessTargets } from '../domain/attempts';
import { CODE_LIFETIME_MS, createAccount, isImageDataUrl, isValidPlace, MAX_IMAGE_CHARS, memberByEmail, memberByPhone } from '../domain/signup';
import {
  confirmMail,
  faceCaptureOf,
  keepFaceCapture,
  keepSignupPhoto,
  pendingSignupOf,
  sendMailCode,
  signupPhotoNamed,
} from '../domain/signup-progress';
import { adminSettings } from '../domain/site-content';
import { faceCheckMode } from '../fakes/face-check';
import { clock } from '../lib/clock';
import { accountMessages as messages, faceCheckMessages } from '../messages/account';
import { storedInterest } from '../messages/admin-lists';
import { publicHandler, refuse } from './define-handler';

/** The sign-up photo: JSON with a data URL, no token; listed before uploadimageweb's main handler. */
export const signupVariantHandlers = [
  publicHandler(uploadimagewebSignup, async ({ input }) => {
    if (!isImageDataUrl(input.file)) return refuse(messages.photo);
    if (input.file.length > MAX_IMAGE_CHARS) return refuse(messages.photoTooLarge);
    if (!faceCaptureOf(input.faceId)) return refuse(messages.verifyFace);
    // The service compares the photo's face with the webcam's.
    if (faceCheckMode() === 'mismatch') return refuse(faceCheckMessages.mismatch);
    const image_name = await keepSignupPhoto(input.faceId, input.file);
    return { status: 'true', imageurl: input.file, image_name, message: messages.photoUploaded };
  }),
];

/** Account creation, step by step: mail code, phone, face, then the account (docs/product/flows.md#sign-up). */
export const signupHandlers = [
  publicHandler('webcheckemail', async ({ input }) => {
    const email = normalizeEmail(input.email);
    if (!email) return refuse(messages.fillDetails);
    if (!EMAIL_PATTERN.test(email)) return refuse(messages.validEmail);
    if (memberByEmail(email)) return refuse(messages.emailTaken);
    // Asking again (Resend) replaces the earlier code.
    const email_verified = await sendMailCode(email);
    return { status: 'true', message: messages.codeSent, email_verified };
  }),

  publicHandler('verifyotp', async ({ input }) => {
    const email = normalizeEmail(input.email);
    const pending = pendingSignupOf(email);
    const fresh = pending && clock.now() - pending.at <= CODE_LIFETIME_MS;
    const otp = input.otp.trim();
    // Counted by mail, across Resend: a new code gives no new tries.
    const outcome = await guess(guessTargets.mailCode(email), () => !!pending && !!fresh && otp === pending.code);
    if (outcome === 'locked') return refuse(messages.tooManyAttempts);
    if (outcome === 'wrong') return refuse(messages.codeInvalid);
    await confirmMail(email);
    return { status: 'true', message: messages.codeVerified };
  }),

  publicHandler('webcheckphone', ({ input }) => {
    if (!isValidPhone(input.phone)) return refuse(messages.invalidPhone);
    return memberByPhone(input.phone) ? refuse(messages.phoneTaken) : { status: 'true' };
  }),

  publicHandler('checkFaceImage', async ({ input }) => {
    if (!isImageDataUrl(input.image) || faceCheckMode() === 'no-face') return refuse(faceCheckMessages.noFace);
    if (input.image.length > MAX_IMAGE_CHARS) return refuse(messages.photoTooLarge);
    // The service keeps the capture for the account's verification and answers its name.
    const { faceId, image } = await keepFaceCapture();
    return { status: 'true', message: messages.faceFound, faceId, userVerificationImage: image };
  }),

  publicHandler('checkFbFace', ({ input }) => {
    if (!faceCaptureOf(input.faceId) || !input.faceId2.trim()) {
      return refuse(faceCheckMessages.noFace);
    }
    if (faceCheckMode() === 'mismatch') return refuse(faceCheckMessages.mismatch);
    return { status: 'true', faceId: input.faceId };
  }),

  publicHandler('signupweb', async ({ input }) => {
    const email = normalizeEmail(input.email);
    if (!email || !input.dob.trim() || !input.age.trim() || !input.phone.trim() || !input.name.trim() || !input.password) {
      return refuse(messages.fillDetails);
    }
    if (!isValidName(input.name)) return refuse(messages.name);
    if (!EMAIL_PATTERN.test(email)) return refuse(messages.validEmail);
    if (!isValidPassword(input.password)) return refuse(messages.password);
    // The server's today is its clock's UTC date; the client's is the member's own.
    const today = utcCalendarDate(clock.now());
    const age = isRealBirthDate(input.dob, today) ? ageOn(input.dob, today) : null;
    if (age === null || String(age) !== input.age) return refuse(messages.dob);
    if (age < MIN_AGE) return refuse(messages.underage);
    if (!isValidPhone(input.phone)) return refuse(messages.invalidPhone);

    const settings = adminSettings();
    const knownInterests = settings?.interests.map((interest) => interest.name) ?? [];
    // The wizard showed the interests in the member's language: each keeps its stored (English) name.
    const chosen = input.check.split(',').map((name) => name.trim()).filter(Boolean).map((name) => storedInterest(name, knownInterests));
    if (chosen.length === 0 || chosen.some((name) => name === undefined)) return refuse(messages.interest);
    const interests = [...new Set(chosen.filter((name) => name !== undefined))];
    if (!settings?.peoplefor.some((option) => option.id === input.peopleforid)) return refuse(messages.hereTo);
    if (!isValidPlace(input.location, input.lat, input.lon)) return refuse(messages.location);

    const face = faceCaptureOf(input.faceId);
    if (!face || face.image !== input.faceImage) return refuse(messages.verifyFace);
    const photo = photoOf(input.faceId, input.image_name, input.image_url, input.fbpic);
    if (!photo) return refuse(messages.photo);

    if (memberByEmail(email)) return refuse(messages.emailTaken);
    if (memberByPhone(input.phone)) return refuse(messages.phoneTaken);
    const pending = pendingSignupOf(email);
    if (!pending || (pending.email_verified === 'enabled' && !pending.verified)) return refuse(messages.verifyMail);

    await createAccount(
      {
        name: input.name,
        email,
        password: input.password,
        phone: input.phone,
        gender: input.gender,
        age,
        photo,
        faceId: input.faceId,
        location: input.location,
        lat: input.lat,
        lon: input.lon,
        interests,
        peopleFor: input.peopleforid,
        mailVerified: pending.verified,
      },
      settings,
    );
    return { status: 'true', message: messages.signedUp };
  }),
];

/** The uploaded photo tied to this face, or the social network's picture. */
function photoOf(faceId: string, imageName: string | undefined, imageUrl: string | undefined, fbpic: string | undefined): string | null {
  if (imageName && imageUrl) {
    const upload = signupPhotoNamed(imageName);
    return upload && upload.faceId === faceId && upload.imageurl === imageUrl ? upload.imageurl : null;
  }
  return fbpic?.trim() ? fbpic.trim() : null;
}
