import { normalizeEmail, normalizePhone } from '@/shared/api/rules';
import { db } from '../db/database';
import type { MemberRecord } from '../db/records';

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
