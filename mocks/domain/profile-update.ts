import type { z } from 'zod';
import type { websetprofile } from '@/shared/api/contract/profile';
import { isValidName, isValidPhone, MAX_PHOTOS, normalizePhone, PROFILE_TEXT_MAX } from '@/shared/api/rules';
import { db } from '../db/database';
import type { MemberRecord } from '../db/records';
import { storedInterest } from '../messages/admin-lists';
import { photoMessages, profileMessages } from '../messages/profile';
import { isPremium, premiumSettings } from './membership';
import { isKnownPhoto } from './photos';
import { updateMember } from './update-member';

type ProfileInput = z.output<(typeof websetprofile)['request']>;
type Edit = (record: MemberRecord) => void;

/** One part of a websetprofile request, checked: the edits to make and the message to answer, or a refusal. */
type Part = { ok: true; edits: Edit[]; message: string } | { ok: false; message: string };

const textFields = { bio: 'About You', job: 'Job', company: 'Company', school: 'School' } as const;
const anyoneSettings = [
  'message_notification',
  'like_notification',
  'feed_image',
  'feed_location',
  'feed_job',
  'feed_bio',
  'feed_company',
  'feed_school',
] as const;

/**
 * Checks a websetprofile request as a whole: one call saves any part of the
 * profile, and nothing is saved unless every part it carries is valid. The
 * answer's message is that of the most specific part (a location or photo
 * change says so; other saves say 'Profile information changed').
 */
export function planProfileUpdate(input: ProfileInput, member: MemberRecord, now: number): Part {
  const parts = [
    locationPart(input, member, now),
    addPhotoPart(input, member),
    deletePhotoPart(input, member),
    detailsPart(input, member),
    interestsPart(input),
    settingsPart(input, member, now),
    swipePart(input),
  ].filter((part): part is Part => part !== null);
  const refused = parts.find((part) => !part.ok);
  if (refused) return refused;
  const first = parts[0];
  if (!first) return { ok: false, message: profileMessages.nothing };
  return { ok: true, edits: parts.flatMap((part) => (part.ok ? part.edits : [])), message: first.message };
}

/** Saves every part a plan accepted, in one change of the member's record. */
export async function saveProfileUpdate(userId: string, edits: Edit[]): Promise<void> {
  await updateMember(userId, (record) => edits.forEach((edit) => edit(record)));
}

const accept = (message: string, ...edits: Edit[]): Part => ({ ok: true, edits, message });
const refusal = (message: string): Part => ({ ok: false, message });

function set<K extends keyof MemberRecord>(key: K, value: MemberRecord[K]): Edit {
  return (record) => {
    record[key] = value;
  };
}

function settingsPart(input: ProfileInput, member: MemberRecord, now: number): Part | null {
  const edits: Edit[] = [];
  for (const key of premiumSettings) {
    const value = input[key];
    if (value === undefined) continue;
    // Switching a premium setting off is always allowed: a lapsed member must not be stuck with it.
    if (value === 'true' && !isPremium(member, now)) return refusal(profileMessages.premiumSetting);
    edits.push(set(key, value));
  }
  for (const key of anyoneSettings) {
    const value = input[key];
    if (value === undefined) continue;
    edits.push(set(key, value));
  }
  if (input.people_for !== undefined) {
    const chosen = input.people_for.trim();
    if (chosen === '') return refusal(profileMessages.peopleForMissing);
    const known = db.adminSettings.findFirst()?.peoplefor.some((option) => option.id === chosen) ?? false;
    if (!known) return refusal(profileMessages.peopleForUnknown);
    edits.push(set('people_for', chosen));
  }
  return edits.length > 0 ? accept(profileMessages.changed, ...edits) : null;
}

function interestsPart(input: ProfileInput): Part | null {
  if (input.check === undefined) return null;
  const asked = [...new Set(input.check.split(',').map((name) => name.trim()).filter((name) => name !== ''))];
  if (asked.length === 0) return refusal(profileMessages.interestMissing);
  const known = db.adminSettings.findFirst()?.interests.map((interest) => interest.name) ?? [];
  const chosen: string[] = [];
  for (const name of asked) {
    // The member saw the list in their language: any language's name of an interest keeps its stored name.
    const match = storedInterest(name, known);
    if (!match) return refusal(profileMessages.unknownInterest(name));
    if (!chosen.includes(match)) chosen.push(match);
  }
  return accept(profileMessages.changed, (record) => {
    record.interest = chosen;
    // The display text shows two interests and counts the rest, as the seeded members do.
    record.interest1 = chosen.slice(0, 2).join(', ');
    record.ex1 = String(Math.max(0, chosen.length - 2));
  });
}

function locationPart(input: ProfileInput, member: MemberRecord, now: number): Part | null {
  if (input.place === undefined && input.lat === undefined && input.lon === undefined) return null;
  if (!isPremium(member, now)) return refusal(profileMessages.premiumLocation);
  const place = input.place?.trim() ?? '';
  const lat = input.lat?.trim() ?? '';
  const lon = input.lon?.trim() ?? '';
  if (place === '' || lat === '' || lon === '') return refusal(profileMessages.locationMissing);
  if (!isCoordinate(lat, 90) || !isCoordinate(lon, 180) || place === 'undefined') return refusal(profileMessages.locationInvalid);
  return accept(profileMessages.location, (record) => {
    record.location = place;
    record.lat = lat;
    record.lon = lon;
  });
}

function isCoordinate(text: string, limit: number): boolean {
  const value = Number(text);
  return /^-?\d+(\.\d+)?$/.test(text) && Math.abs(value) <= limit;
}

function detailsPart(input: ProfileInput, member: MemberRecord): Part | null {
  const edits: Edit[] = [];
  if (input.user_name !== undefined) {
    const name = input.user_name.trim().replace(/\s+/g, ' ');
    if (!isValidName(name)) return refusal(profileMessages.name);
    edits.push(set('user_name', name));
  }
  if (input.gender !== undefined) edits.push(set('gender', input.gender));
  for (const [key, label] of Object.entries(textFields) as [keyof typeof textFields, string][]) {
    const value = input[key]?.trim();
    if (value === undefined) continue;
    if (value.length > PROFILE_TEXT_MAX) return refusal(profileMessages.textTooLong(label));
    edits.push(set(key, value));
  }
  const onlyPhone = edits.length === 0;
  if (input.phone !== undefined) {
    const phone = normalizePhone(input.phone);
    if (phone !== member.phone) {
      if (!isValidPhone(phone)) return refusal(profileMessages.phoneInvalid);
      const holder = db.members.findFirst((q) => q.where({ phone }));
      if (holder && holder.user_id !== member.user_id) return refusal(profileMessages.phoneTaken);
      edits.push(set('phone', phone));
    }
  }
  if (edits.length === 0 && input.phone === undefined) return null;
  // The phone page saves the number alone and says 'Successfully updated' (docs/product/flows.md#phone-change).
  return accept(onlyPhone && input.phone !== undefined ? profileMessages.phoneChanged : profileMessages.changed, ...edits);
}

function addPhotoPart(input: ProfileInput, member: MemberRecord): Part | null {
  if (input.images === undefined) return null;
  const url = input.images.trim();
  // Saving a photo the upload already added is harmless: nothing more to do.
  if (member.imagess.includes(url)) return accept(profileMessages.photoAdded);
  if (member.imagess.length >= MAX_PHOTOS) return refusal(photoMessages.tooMany);
  if (!isKnownPhoto(url)) return refusal(photoMessages.notFound);
  return accept(profileMessages.photoAdded, (record) => {
    record.imagess = [...record.imagess, url];
    record.images = record.imagess[0] ?? url;
  });
}

function deletePhotoPart(input: ProfileInput, member: MemberRecord): Part | null {
  if (input.delete_image === undefined) return null;
  const index = member.imagess.indexOf(input.delete_image);
  if (index === -1) return refusal(photoMessages.notFound);
  if (index === 0) return refusal(photoMessages.firstNotDeletable);
  const url = input.delete_image;
  return accept(profileMessages.photoDeleted, (record) => {
    record.imagess = record.imagess.filter((photo) => photo !== url);
    record.images = record.imagess[0] ?? '';
  });
}

function swipePart(input: ProfileInput): Part | null {
  if (input.swipe === undefined) return null;
  const swipe = input.swipe;
  if (swipe !== '1' && swipe !== '0') return refusal(profileMessages.swipe);
  return accept(profileMessages.changed, set('swipe', swipe));
}
