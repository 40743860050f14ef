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
  normalizePhone,
  utcCalendarDate,
} from '@/shared/api/rules';
import { db } from '../db/database';
import { guess, guessTargets } from '../domain/attempts';
import { hashPassword } from '../domain/passwords';
import { CODE_LIFETIME_MS, isImageDataUrl, isValidPlace, MAX_IMAGE_CHARS, memberByEmail, memberByPhone, nextMemberId } from '../domain/signup';
import { faceCheckMode } from '../fakes/face-check';
import { mailVerification, SIGNUP_MAIL_CODE } from '../fakes/signup-mail';
import { sentMessages } from '../fakes/side-effects';
import { clock } from '../lib/clock';
import { accountMessages as messages, faceCheckMessages } from '../messages/account';
import { storedInterest } from '../messages/admin-lists';
import { publicHandler, refuse } from './define-handler';

/** The sign-up photo: JSON with a data URL, no token; listed before uploadimageweb's main handler. */
export const signupVariantHandlers = [
  publicHandler(uploadimagewebSignup, async ({ input }) => {
    if (!isImageDataUrl(input.file)) return refuse(messages.photo);
    if (input.file.length > MAX_IMAGE_CHARS) return refuse(messages.photoTooLarge);
    if (!db.faceChecks.findFirst((q) => q.where({ faceId: input.faceId }))) return refuse(messages.verifyFace);
    // The service compares the photo's face with the webcam's.
    if (faceCheckMode() === 'mismatch') return refuse(faceCheckMessages.mismatch);
    const image_name = `signup-${crypto.randomUUID()}.${extensionOf(input.file)}`;
    await db.signupPhotos.create({ image_name, imageurl: input.file, faceId: input.faceId, at: clock.now() });
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
    db.pendingSignups.deleteMany((q) => q.where({ email }));
    const email_verified = mailVerification();
    await db.pendingSignups.create({ email, code: SIGNUP_MAIL_CODE, email_verified, verified: false, at: clock.now() });
    if (email_verified === 'enabled') sentMessages.recordMail({ kind: 'signup-code', to: email, code: SIGNUP_MAIL_CODE });
    return { status: 'true', message: messages.codeSent, email_verified };
  }),

  publicHandler('verifyotp', async ({ input }) => {
    const email = normalizeEmail(input.email);
    const pending = db.pendingSignups.findFirst((q) => q.where({ email }));
    const fresh = pending && clock.now() - pending.at <= CODE_LIFETIME_MS;
    const otp = input.otp.trim();
    // Counted by mail, across Resend: a new code gives no new tries.
    const outcome = await guess(guessTargets.mailCode(email), () => !!pending && !!fresh && otp === pending.code);
    if (outcome === 'locked') return refuse(messages.tooManyAttempts);
    if (outcome === 'wrong') return refuse(messages.codeInvalid);
    await db.pendingSignups.update((q) => q.where({ email }), {
      data(record) {
        record.verified = true;
      },
    });
    return { status: 'true', message: messages.codeVerified };
  }),

  publicHandler('webcheckphone', ({ input }) => {
    if (!isValidPhone(input.phone)) return refuse(messages.invalidPhone);
    return memberByPhone(input.phone) ? refuse(messages.phoneTaken) : { status: 'true' };
  }),

  publicHandler('checkFaceImage', async ({ input }) => {
    if (!isImageDataUrl(input.image) || faceCheckMode() === 'no-face') return refuse(faceCheckMessages.noFace);
    if (input.image.length > MAX_IMAGE_CHARS) return refuse(messages.photoTooLarge);
    const faceId = `face-${crypto.randomUUID()}`;
    // The service keeps the capture for the account's verification and answers its name;
    // the fake keeps only the name, so the saved demo database stays small.
    const image = `verification/${faceId}.jpg`;
    await db.faceChecks.create({ faceId, image, at: clock.now() });
    return { status: 'true', message: messages.faceFound, faceId, userVerificationImage: image };
  }),

  publicHandler('checkFbFace', ({ input }) => {
    if (!db.faceChecks.findFirst((q) => q.where({ faceId: input.faceId })) || !input.faceId2.trim()) {
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

    const settings = db.adminSettings.findFirst();
    const knownInterests = settings?.interests.map((interest) => interest.name) ?? [];
    // The wizard showed the interests in the member's language: each keeps its stored (English) name.
    const chosen = input.check.split(',').map((name) => name.trim()).filter(Boolean).map((name) => storedInterest(name, knownInterests));
    if (chosen.length === 0 || chosen.some((name) => name === undefined)) return refuse(messages.interest);
    const interests = [...new Set(chosen.filter((name) => name !== undefined))];
    if (!settings?.peoplefor.some((option) => option.id === input.peopleforid)) return refuse(messages.hereTo);
    if (!isValidPlace(input.location, input.lat, input.lon)) return refuse(messages.location);

    const face = db.faceChecks.findFirst((q) => q.where({ faceId: input.faceId }));
    if (!face || face.image !== input.faceImage) return refuse(messages.verifyFace);
    const photo = photoOf(input.faceId, input.image_name, input.image_url, input.fbpic);
    if (!photo) return refuse(messages.photo);

    if (memberByEmail(email)) return refuse(messages.emailTaken);
    if (memberByPhone(input.phone)) return refuse(messages.phoneTaken);
    const pending = db.pendingSignups.findFirst((q) => q.where({ email }));
    if (!pending || (pending.email_verified === 'enabled' && !pending.verified)) return refuse(messages.verifyMail);

    const user_id = nextMemberId();
    // The generators fill in what a sign-up does not say; loaded on the first sign-up, not with the fake backend.
    const [{ buildMember }, { createFaker }] = await Promise.all([import('../factories/member'), import('../factories/faker')]);
    await db.members.create(
      buildMember(
        { faker: createFaker(Number(user_id)) },
        {
          user_id,
          user_name: input.name.trim().replace(/\s+/g, ' '),
          email,
          password_hash: hashPassword(input.password),
          phone: normalizePhone(input.phone),
          gender: input.gender,
          age: String(age),
          images: photo,
          imagess: [photo],
          location: input.location.trim(),
          lat: input.lat,
          lon: input.lon,
          bio: '',
          job: '',
          company: '',
          school: '',
          interest: interests,
          interest1: interests.slice(0, 2).join(', '),
          ex1: String(Math.max(0, interests.length - 2)),
          people_for: input.peopleforid,
          premium_member: 'false',
          membership_valid_web: '',
          userstatus: '1',
          filter_age: `${MIN_AGE}-${settings.max_age}`,
          filter_gender: 'everyone',
          filter_peoplefor: [],
          filter_distance: settings.max_distance,
          superlike_count: '0',
          boost_count: '0',
          online: '0',
          onlinelasttime: String(clock.now()),
          email_verified: pending.verified ? 'true' : 'false',
          created_at: clock.now(),
        },
      ),
    );
    db.pendingSignups.deleteMany((q) => q.where({ email }));
    db.signupPhotos.deleteMany((q) => q.where({ faceId: input.faceId }));
    return { status: 'true', message: messages.signedUp };
  }),
];

/** The uploaded photo tied to this face, or the social network's picture. */
function photoOf(faceId: string, imageName: string | undefined, imageUrl: string | undefined, fbpic: string | undefined): string | null {
  if (imageName && imageUrl) {
    const upload = db.signupPhotos.findFirst((q) => q.where({ image_name: imageName }));
    return upload && upload.faceId === faceId && upload.imageurl === imageUrl ? upload.imageurl : null;
  }
  return fbpic?.trim() ? fbpic.trim() : null;
}

function extensionOf(dataUrl: string): string {
  const type = /^data:image\/([a-z+.-]+);/i.exec(dataUrl)?.[1]?.toLowerCase() ?? 'jpg';
  return type === 'jpeg' ? 'jpg' : type.replace('+xml', '');
}
