import { db } from '../db/database';
import type { MemberRecord } from '../db/records';
import { clock } from '../lib/clock';

/**
 * The server's own rules for account creation (spec 1 section 5, spec 3
 * section 5): the client checks the same things, but a server never trusts it.
 */
export const accountMessages = {
  fillDetails: 'Please fill the details',
  validEmail: 'Please enter valid email',
  emailTaken: 'Email Already Exists',
  codeSent: 'OTP Sent Successfully',
  codeVerified: 'The OTP has been verified',
  codeInvalid: 'The OTP is not valid',
  verifyMail: 'Please verify your email address',
  phoneTaken: 'Sorry, You are already registered this Mobile Number',
  invalidPhone: 'Please enter a valid phone number',
  name: 'Name must be 3 to 20 letters',
  password: 'Password must be 6 to 15 characters',
  dob: 'Please enter a valid date of birth',
  underage: 'You must be at least 18 years old',
  hereTo: 'Please select any one',
  interest: 'Please select the interest',
  photo: 'Please atleast select one Image',
  photoTooLarge: 'The image is too large',
  verifyFace: 'Please verify your face',
  location: 'Select location properly or change location',
  signedUp: 'Signup Successfully',
  photoUploaded: 'Image uploaded sucessfuly',
  faceFound: 'Face verified',
  loggedIn: 'Login Successfully',
  loginFailed: 'Email or Password Incorrect',
  mailUnknown: 'Email Id not registered',
  resetSent: 'Password reset link sent to your email',
  oldPasswordWrong: 'Old password is incorrect',
  samePassword: 'New Password and Old password must not be same',
  passwordChanged: 'Password changed successfully',
  deactivated: 'Account deactivated successfully',
} as const;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Letters of any alphabet and spaces, 3 to 20 of them. */
const NAME_PATTERN = /^[\p{L} ]{3,20}$/u;
const PHONE_PATTERN = /^\+?\d{6,15}$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
export const MIN_AGE = 18;
const EARLIEST_BIRTH = '1901-01-01';
/** A mailed code is good for half an hour. */
export const CODE_LIFETIME_MS = 30 * 60_000;
/** About 6 MB of photo once decoded: larger uploads are refused, as a real server would. */
export const MAX_IMAGE_CHARS = 8_000_000;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
/** Spaces, dots, dashes and brackets are how people write numbers, not part of them. */
export const normalizePhone = (phone: string) => phone.replace(/[\s().-]/g, '');

export const isValidName = (name: string) => NAME_PATTERN.test(name.trim());
export const isValidPassword = (password: string) => password.length >= 6 && password.length <= 15;
export const isValidPhone = (phone: string) => PHONE_PATTERN.test(normalizePhone(phone));
export const isImageDataUrl = (value: string) => /^data:image\/[a-z+.-]+;base64,[A-Za-z0-9+/=]+$/i.test(value);

export function memberByEmail(email: string): MemberRecord | undefined {
  const wanted = normalizeEmail(email);
  return db.members.findFirst((q) => q.where({ email: (value) => normalizeEmail(value) === wanted }));
}

export function memberByPhone(phone: string): MemberRecord | undefined {
  const wanted = normalizePhone(phone);
  if (!wanted) return undefined;
  return db.members.findFirst((q) => q.where({ phone: (value) => normalizePhone(value) === wanted }));
}

/** Whole years between a year-month-day birth date and the fake clock's today (UTC), or null for a date that does not exist. */
export function ageOn(dob: string, now: number = clock.now()): number | null {
  const match = DATE_PATTERN.exec(dob);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (birth.getUTCFullYear() !== year || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day) return null;
  if (dob < EARLIEST_BIRTH) return null;
  const today = new Date(now);
  let age = today.getUTCFullYear() - year;
  const beforeBirthday = today.getUTCMonth() < month - 1 || (today.getUTCMonth() === month - 1 && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age < 0 ? null : age;
}

/** A place as the places port gives it: a name and coordinates that exist. */
export function isValidPlace(place: string, lat: string, lon: string): boolean {
  const latitude = Number(lat);
  const longitude = Number(lon);
  return (
    place.trim() !== '' &&
    lat.trim() !== '' &&
    lon.trim() !== '' &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  );
}

/** New members get ids after every seeded one, so sign-ups never collide with seeded people. */
export function nextMemberId(): string {
  const highest = db.members.findMany().reduce((max, member) => Math.max(max, Number(member.user_id) || 0), 999);
  return String(highest + 1);
}
