import { z } from 'zod/mini';
import type { ResolvedPlace } from '@/shared/ports/places';

/**
 * Why a location cannot be saved yet (docs/product/messages.md#location, settings and profile modal): nothing
 * typed, or a chosen place without its coordinates, is 'please select the location'; text that
 * was typed but never chosen from the suggestions has no place, lat or lon at all (the original
 * client sent them as undefined): 'please select the location from dropdown'.
 */
export type LocationProblem = 'missing' | 'notFromList';

export function locationProblem(text: string, chosen: ResolvedPlace | null): LocationProblem | null {
  if (!chosen) return text.trim() === '' ? 'missing' : 'notFromList';
  const values = [chosen.place, chosen.lat, chosen.lon].map((value) => value.trim());
  if (values.some((value) => value === 'undefined')) return 'notFromList';
  if (values.some((value) => value === '')) return 'missing';
  return null;
}

/**
 * Change location's form: the text as typed and the place chosen from the suggestions, which speaks of
 * the problem (both fields make it).
 */
export const locationFormSchema = z
  .object({
    text: z.string(),
    place: z.nullable(z.object({ place: z.string(), lat: z.string(), lon: z.string() })),
  })
  .check(
    z.superRefine(({ text, place }, context) => {
      const problem = locationProblem(text, place);
      if (problem) context.issues.push({ code: 'custom', message: problem, input: place, path: ['place'] });
    }),
  );
