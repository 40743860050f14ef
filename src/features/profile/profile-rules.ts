import { isValidName, MAX_PHOTOS, type Gender, NAME_MAX, NAME_MIN, PROFILE_TEXT_MAX } from '@/shared/api/rules';
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

/** The editable part of the profile (docs/product/rules-and-timings.md#profile-edit). */
export interface ProfileDetails {
  user_name: string;
  gender: Gender;
  bio: string;
  job: string;
  company: string;
  school: string;
}

export type DetailsProblem = 'nameRequired' | 'nameLength' | 'textTooLong';

/** Name required, 3 to 20 letters and spaces; About You, Job, Company and School up to 60 characters. */
export function detailsProblem(details: ProfileDetails): DetailsProblem | null {
  const name = details.user_name.trim();
  if (name === '') return 'nameRequired';
  if (name.length < NAME_MIN || name.length > NAME_MAX || !isValidName(name)) return 'nameLength';
  const texts = [details.bio, details.job, details.company, details.school];
  if (texts.some((text) => text.length > PROFILE_TEXT_MAX)) return 'textTooLong';
  return null;
}

/** What to send: the trimmed texts, the name with its spaces folded (as the server keeps it). */
export function detailsToSend(details: ProfileDetails): ProfileDetails {
  return {
    user_name: details.user_name.trim().replace(/\s+/g, ' '),
    gender: details.gender,
    bio: details.bio.trim(),
    job: details.job.trim(),
    company: details.company.trim(),
    school: details.school.trim(),
  };
}
