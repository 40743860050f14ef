import type { z } from 'zod';
import type { websetfilter } from '@/shared/api/contract/discovery';
import { db } from '../db/database';
import type { MemberRecord } from '../db/records';
import { parseAgeRange } from './deck';
import { parseCoordinates, pointOf } from './geo';
import { isPremium } from './membership';
import { profileMessages } from './profile-update';
import { clock } from '../lib/clock';

/**
 * The server's own check of a filter save (spec 2 section 5), whatever the
 * client already checked: age 18 to admin max_age, distance 0 to admin
 * max_distance, known people-for ids, and a real location.
 */

export const MIN_AGE = 18;
// The location texts are the ones websetprofile answers for the same mistakes (spec 2 section 5's wording).
export const SELECT_LOCATION = profileMessages.locationMissing;
export const SELECT_LOCATION_FROM_DROPDOWN = profileMessages.locationInvalid;
export const LOCATION_PREMIUM_ONLY = profileMessages.premiumLocation;
export const UNKNOWN_PEOPLE_FOR = 'Please choose what people are here for from the list';

type FilterInput = z.output<typeof websetfilter.request>;

export interface CheckedFilter {
  age: string;
  distance: string;
  gender: MemberRecord['filter_gender'];
  peopleFor: string[];
  place: string;
  lat: string;
  lon: string;
}

export function checkFilter(input: FilterInput, member: MemberRecord): { ok: true; filter: CheckedFilter } | { ok: false; message: string } {
  const settings = db.adminSettings.findFirst();
  const maxAge = Number(settings?.max_age ?? 80);
  const maxDistance = Number(settings?.max_distance ?? 100);
  const fail = (message: string) => ({ ok: false as const, message });

  const ages = parseAgeRange(input.age);
  if (!ages || ages.min < MIN_AGE || ages.max > maxAge || ages.min > ages.max) return fail(`Age must be between ${MIN_AGE} and ${maxAge}`);
  if (Number(input.distance) > maxDistance) return fail(`Distance must be between 0 and ${maxDistance} km`);

  const known = new Set(settings?.peoplefor.map((option) => option.id) ?? []);
  const peopleFor = [...new Set(input.people_for.split(',').map((choice) => choice.trim()).filter(Boolean))];
  if (peopleFor.some((choice) => !known.has(choice))) return fail(UNKNOWN_PEOPLE_FOR);

  const place = input.place.trim();
  const [lat, lon] = [input.lat.trim(), input.lon.trim()];
  if (!place || !lat || !lon) return fail(SELECT_LOCATION);
  const point = parseCoordinates(lat, lon);
  if (!point || [place, lat, lon].some((value) => value === 'undefined' || value === 'null')) return fail(SELECT_LOCATION_FROM_DROPDOWN);

  // Change location is a premium perk (spec 2 section 6): a regular member may only keep the location they have.
  const current = pointOf(member);
  const moved = current !== undefined && (place !== member.location.trim() || !samePoint(current, point));
  if (moved && !isPremium(member, clock.now())) return fail(LOCATION_PREMIUM_ONLY);

  return {
    ok: true,
    filter: { age: `${ages.min}-${ages.max}`, distance: String(Number(input.distance)), gender: input.gender, peopleFor, place, lat, lon },
  };
}

function samePoint(a: { lat: number; lon: number }, b: { lat: number; lon: number }): boolean {
  // Coordinates travel as text and may come back with fewer decimals: a metre or so is the same place.
  return Math.abs(a.lat - b.lat) < 1e-5 && Math.abs(a.lon - b.lon) < 1e-5;
}
