import { z } from 'zod/mini';
import type { RequestOf } from '@/shared/api/contract/define-call';
import type { websetfilter } from '@/shared/api/contract/discovery';
import type { AdminData, OwnProfile } from '@/shared/api/contract/profile';
import { INTERESTED_IN, MIN_AGE, MIN_DISTANCE_KM, type InterestedIn } from '@/shared/api/rules';
import { paths } from '@/shared/routing/paths';

/**
 * The filter's pure rules (docs/product/rules-and-timings.md#filter): the values it opens with, the range each
 * control allows, the request Save sends, and where Save returns. No React here.
 */

export interface FilterValues {
  age: [number, number];
  distance: number;
  gender: InterestedIn;
  peopleFor: string[];
}

export interface FilterLimits {
  maxAge: number;
  maxDistance: number;
}

export function limitsOf(admin: Pick<AdminData, 'max_age' | 'max_distance'>): FilterLimits {
  const maxAge = Math.max(MIN_AGE, Number(admin.max_age) || MIN_AGE);
  const maxDistance = Math.max(MIN_DISTANCE_KM, Number(admin.max_distance) || MIN_DISTANCE_KM);
  return { maxAge, maxDistance };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The member's saved filter, kept inside the admin's limits; the widest range when none was saved. */
export function initialValues(profile: Pick<OwnProfile, 'filter_age' | 'filter_distance' | 'filter_gender' | 'filter_peoplefor'>, limits: FilterLimits): FilterValues {
  const match = /^(\d+)-(\d+)$/.exec(profile.filter_age.trim());
  const low = clamp(match ? Number(match[1]) : MIN_AGE, MIN_AGE, limits.maxAge);
  const high = clamp(match ? Number(match[2]) : limits.maxAge, low, limits.maxAge);
  const distance = profile.filter_distance === '' || Number.isNaN(Number(profile.filter_distance)) ? limits.maxDistance : Number(profile.filter_distance);
  const gender = INTERESTED_IN.find((choice) => choice === profile.filter_gender) ?? 'everyone';
  return { age: [low, high], distance: clamp(distance, MIN_DISTANCE_KM, limits.maxDistance), gender, peopleFor: [...profile.filter_peoplefor] };
}

/** The member's place, as the profile holds it: the filter sends it with the rest. */
export type FilterPlace = Pick<OwnProfile, 'location' | 'lat' | 'lon'>;

export const placeOf = ({ location, lat, lon }: FilterPlace): FilterPlace => ({ location, lat, lon });

/** A place the server can use: set, and not the 'undefined' an unfinished place search leaves. */
export function hasUsableLocation(profile: FilterPlace): boolean {
  return [profile.location, profile.lat, profile.lon].every((value) => {
    const text = value.trim();
    return text !== '' && text !== 'undefined' && text !== 'null';
  });
}

/**
 * The filter form: the controls' values, and the member's place, which Save refuses when it is not usable
 * ('Select location properly or change location').
 */
export const filterFormSchema = z.object({
  age: z.tuple([z.number(), z.number()]),
  distance: z.number(),
  gender: z.enum(INTERESTED_IN),
  peopleFor: z.array(z.string()),
  place: z.object({ location: z.string(), lat: z.string(), lon: z.string() }).check(z.refine(hasUsableLocation, { message: 'locationInvalid' })),
});

export type FilterRequest = RequestOf<typeof websetfilter>;

/** What Save sends: the age as 'min-max', the people-for ids comma-separated, with the member's place. */
export function filterRequest(userId: string, values: FilterValues, profile: FilterPlace): FilterRequest {
  return {
    user_id: userId,
    age: `${values.age[0]}-${values.age[1]}`,
    distance: String(values.distance),
    gender: values.gender,
    people_for: values.peopleFor.join(','),
    place: profile.location,
    lat: profile.lat,
    lon: profile.lon,
  };
}

/** The page marker: '2' returns to Find new people, anything else ('1' or none) to the deck. */
export function returnPathOf(marker: string | null): string {
  return marker === '2' ? paths.findNewPeople : paths.peopleNear;
}

export function togglePeopleFor(chosen: readonly string[], id: string): string[] {
  return chosen.includes(id) ? chosen.filter((choice) => choice !== id) : [...chosen, id];
}
