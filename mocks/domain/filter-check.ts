import type { z } from 'zod';
import type { websetfilter } from '@/shared/api/contract/discovery';
import { MIN_AGE } from '@/shared/api/rules';
import { db } from '../db/database';
import type { MemberRecord } from '../db/records';
import { parseAgeRange } from './deck';
import { parseCoordinates, pointOf } from './geo';
import { isPremium } from './membership';
import { updateMember } from './update-member';
import { clock } from '../lib/clock';
import { discoveryMessages as messages } from '../messages/discovery';

/**
 * The server's own check of a filter save (docs/product/rules-and-timings.md#filter), whatever the
 * client already checked: age 18 to admin max_age, distance 0 to admin
 * max_distance, known people-for ids, and a real location.
 */

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
  if (!ages || ages.min < MIN_AGE || ages.max > maxAge || ages.min > ages.max) return fail(messages.ageRange(maxAge));
  if (Number(input.distance) > maxDistance) return fail(messages.distanceRange(maxDistance));

  const known = new Set(settings?.peoplefor.map((option) => option.id) ?? []);
  const peopleFor = [...new Set(input.people_for.split(',').map((choice) => choice.trim()).filter(Boolean))];
  if (peopleFor.some((choice) => !known.has(choice))) return fail(messages.unknownPeopleFor);

  const place = input.place.trim();
  const [lat, lon] = [input.lat.trim(), input.lon.trim()];
  if (!place || !lat || !lon) return fail(messages.selectLocation);
  const point = parseCoordinates(lat, lon);
  if (!point || [place, lat, lon].some((value) => value === 'undefined' || value === 'null')) return fail(messages.selectLocationFromDropdown);

  // Change location is a premium perk (docs/product/README.md#members-and-tiers): a regular member may only keep the location they have.
  const current = pointOf(member);
  const moved = current !== undefined && (place !== member.location.trim() || !samePoint(current, point));
  if (moved && !isPremium(member, clock.now())) return fail(messages.locationPremiumOnly);

  return {
    ok: true,
    filter: { age: `${ages.min}-${ages.max}`, distance: String(Number(input.distance)), gender: input.gender, peopleFor, place, lat, lon },
  };
}

/** The checked filter becomes the member's: the deck reads it, and its place is where they are. */
export async function saveFilter(userId: string, filter: CheckedFilter): Promise<void> {
  await updateMember(userId, (record) => {
    record.filter_age = filter.age;
    record.filter_distance = filter.distance;
    record.filter_gender = filter.gender;
    record.filter_peoplefor = filter.peopleFor;
    record.location = filter.place;
    record.lat = filter.lat;
    record.lon = filter.lon;
  });
}

function samePoint(a: { lat: number; lon: number }, b: { lat: number; lon: number }): boolean {
  // Coordinates travel as text and may come back with fewer decimals: a metre or so is the same place.
  return Math.abs(a.lat - b.lat) < 1e-5 && Math.abs(a.lon - b.lon) < 1e-5;
}
