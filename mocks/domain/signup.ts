import { MIN_AGE, normalizeEmail, normalizePhone } from '@/shared/api/rules';
import { db } from '../db/database';
import type { MemberRecord } from '../db/records';
import { clock } from '../lib/clock';
import { hashPassword } from './passwords';
import { forgetSignupProgress } from './signup-progress';

/**
 * The server's own rules for account creation (docs/product/rules-and-timings.md#validation,
 * docs/product/fake-backend-and-demo.md#server-rules): the field rules are the client's own (@/shared/api/rules), checked
 * again here because a server never trusts the client. What follows is only
 * the server's: its limits and its lookups.
 */

/** A mailed code is good for half an hour. */
export const CODE_LIFETIME_MS = 30 * 60_000;
/** About 6 MB of photo once decoded: larger uploads are refused, as a real server would. */
export const MAX_IMAGE_CHARS = 8_000_000;

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

/** What signupweb checked, to become a member. */
export interface NewAccount {
  name: string;
  /** Normalised already. */
  email: string;
  password: string;
  phone: string;
  gender: MemberRecord['gender'];
  age: number;
  photo: string;
  faceId: string;
  location: string;
  lat: string;
  lon: string;
  /** The stored (English) names, without repeats. */
  interests: string[];
  peopleFor: string;
  mailVerified: boolean;
}

/**
 * Creates the member, with the site's widest filter, then clears what the
 * sign-up kept on the way. The generators fill in what a sign-up does not say;
 * they are loaded on the first sign-up, not with the fake backend.
 */
export async function createAccount(account: NewAccount, settings: { max_age: string; max_distance: string }): Promise<void> {
  const user_id = nextMemberId();
  const [{ buildMember }, { createFaker }] = await Promise.all([import('../factories/member'), import('../factories/faker')]);
  await db.members.create(
    buildMember(
      { faker: createFaker(Number(user_id)) },
      {
        user_id,
        user_name: account.name.trim().replace(/\s+/g, ' '),
        email: account.email,
        password_hash: hashPassword(account.password),
        phone: normalizePhone(account.phone),
        gender: account.gender,
        age: String(account.age),
        images: account.photo,
        imagess: [account.photo],
        location: account.location.trim(),
        lat: account.lat,
        lon: account.lon,
        bio: '',
        job: '',
        company: '',
        school: '',
        interest: account.interests,
        interest1: account.interests.slice(0, 2).join(', '),
        ex1: String(Math.max(0, account.interests.length - 2)),
        people_for: account.peopleFor,
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
        email_verified: account.mailVerified ? 'true' : 'false',
        created_at: clock.now(),
      },
    ),
  );
  forgetSignupProgress(account.email, account.faceId);
}
