import type { OtherProfile } from '@/shared/api/contract/discovery';

/** At most this many interests show as chips on a deck card; the rest are on the profile. */
export const CARD_INTERESTS_MAX = 4;

export interface CardDetails {
  /** The bio, its whitespace collapsed (the card clamps it to two lines); '' when none. */
  bio: string;
  /** The first interests, blank and repeated ones left out. */
  interests: string[];
  /** How many more interests the profile has. */
  moreInterests: number;
}

/** The parts of a person's profile a deck card shows. */
export function cardDetails(profile: Pick<OtherProfile, 'bio' | 'interest_other'>): CardDetails {
  const bio = profile.bio.replace(/\s+/g, ' ').trim();
  const all = [...new Set(profile.interest_other.map((name) => name.trim()).filter(Boolean))];
  return { bio, interests: all.slice(0, CARD_INTERESTS_MAX), moreInterests: Math.max(0, all.length - CARD_INTERESTS_MAX) };
}
