import { z } from 'zod/mini';
import { GENDERS, MAX_PHOTOS, NAME_PATTERN, PROFILE_TEXT_MAX } from '@/shared/api/rules';
import { formatServerDate } from '@/shared/lib/format-date';

/**
 * The premium expiry (membership_valid_web, YYYY-MM-DD) as the profile shows it, or null when there is
 * none. Dates read D MMM YYYY, in the page's language (docs/product/rules-and-timings.md#formats).
 */
export function expiryText(validUntil: string, language: string): string | null {
  return formatServerDate(validUntil, language);
}

/** Why a photo cannot be uploaded before asking the server (which checks the same). */
export type PhotoProblem = 'noFile' | 'tooMany';

export function photoProblem(file: File | null, photoCount: number): PhotoProblem | null {
  if (photoCount >= MAX_PHOTOS) return 'tooMany';
  if (!file || file.size === 0) return 'noFile';
  return null;
}

/** Why the profile edit cannot be saved yet: the name's two messages, or a text over 60 characters. */
export type DetailsProblem = 'nameRequired' | 'nameLength' | 'textTooLong';

const problem = (key: DetailsProblem) => ({ message: key });

/** About You, Job, Company and School: up to 60 characters (counted as typed), sent trimmed. */
const limitedText = () => z.string().check(z.maxLength(PROFILE_TEXT_MAX, problem('textTooLong')), z.trim());

/**
 * The editable part of the profile (docs/product/rules-and-timings.md#profile-edit): the name required, 3 to 20
 * letters and spaces, sent with its spaces folded (as the server keeps it); the gender; the four texts.
 */
export const profileDetailsSchema = z.object({
  user_name: z.string().check(
    z.trim(),
    z.minLength(1, problem('nameRequired')),
    z.regex(NAME_PATTERN, problem('nameLength')),
    z.overwrite((name) => name.replace(/\s+/g, ' ')),
  ),
  gender: z.enum(GENDERS),
  bio: limitedText(),
  job: limitedText(),
  company: limitedText(),
  school: limitedText(),
});

export type ProfileDetails = z.input<typeof profileDetailsSchema>;

/** The Interest modal (docs/product/rules-and-timings.md#interest): at least one of the administrator's interests. */
export const interestsSchema = z.object({
  chosen: z.array(z.string()).check(z.minLength(1, { message: 'required' })),
});
