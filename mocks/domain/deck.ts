import { db } from '../db/database';
import type { MemberRecord } from '../db/records';
import { clock } from '../lib/clock';
import { boostedMemberIds } from './boost';
import { distanceKm, pointOf } from './geo';
import { isPremium } from './membership';
import { blockedPartnersOf, compareIds, isActive, swipedBy } from './relations';

/**
 * The swipe deck (and the find-new-people grid): people near the member inside
 * their filter, boosted, nearest and most active first. Never the member, never
 * someone already swiped, never a blocked pair, never a deactivated or
 * invisible member.
 */

export interface AgeRange {
  min: number;
  max: number;
}

/** 'min-max' as the filter stores it, or undefined when it is not that shape. */
export function parseAgeRange(text: string): AgeRange | undefined {
  const match = /^(\d+)-(\d+)$/.exec(text.trim());
  return match ? { min: Number(match[1]), max: Number(match[2]) } : undefined;
}

/** Invisible is a premium setting: it hides a member from discovery only while their membership runs. */
export function isInvisible(person: MemberRecord, now: number): boolean {
  return person.invisible === 'true' && isPremium(person, now);
}

const genderOfChoice = { men: 'male', women: 'female' } as const;

export interface DeckCard {
  person: MemberRecord;
  distanceKm: number;
  /** A running boost makes them the top profile in the area (docs/product/README.md#members-and-tiers). */
  boosted: boolean;
}

/** The first `limit` cards of the member's deck, in deck order. */
export function deckFor(member: MemberRecord, limit: number): DeckCard[] {
  const origin = pointOf(member);
  // A member with no usable position has no "near": nothing to show until a location is set.
  if (!origin) return [];
  const excluded = new Set([member.user_id, ...swipedBy(member.user_id), ...blockedPartnersOf(member.user_id)]);
  const fitsFilter = filterOf(member);
  const now = clock.now();
  const boosted = boostedMemberIds(now);
  const best = new BestFirst(limit);
  for (const person of db.members.all()) {
    if (excluded.has(person.user_id) || !isActive(person) || isInvisible(person, now) || !fitsFilter.person(person)) continue;
    const position = pointOf(person);
    if (!position) continue;
    const distance = distanceKm(origin, position);
    if (distance > fitsFilter.distanceKm) continue;
    const card = { person, distanceKm: distance, boosted: boosted.has(person.user_id) };
    best.offer({ card, key: deckOrderKey(card), id: person.user_id });
  }
  return best.cards();
}

interface Ranked {
  card: DeckCard;
  /** Computed once per card: a comparator that parsed text on every comparison cost most of the call. */
  key: number[];
  id: string;
}

const rankedOrder = (x: Ranked, y: Ranked) => compareKeys(x.key, y.key) || compareIds(x.id, y.id);

/**
 * Keeps only the first `limit` cards while scanning, so a call asking for 20
 * cards out of 100,000 people sorts 20, not 100,000 (cost grows linearly).
 */
class BestFirst {
  readonly #kept: Ranked[] = [];
  readonly #limit: number;

  constructor(limit: number) {
    this.#limit = limit;
  }

  offer(candidate: Ranked): void {
    const kept = this.#kept;
    const last = kept[kept.length - 1];
    if (kept.length >= this.#limit && (!last || rankedOrder(candidate, last) >= 0)) return;
    let at = kept.length;
    while (at > 0 && rankedOrder(candidate, kept[at - 1] as Ranked) < 0) at--;
    kept.splice(at, 0, candidate);
    if (kept.length > this.#limit) kept.pop();
  }

  cards(): DeckCard[] {
    return this.#kept.map(({ card }) => card);
  }
}

/**
 * Boosted people first; then nearest, by whole km (the neighbourhood, not the
 * metre); within the same km, people online now, then the most recently
 * active; then by id, so the order is always the same for the same data.
 */
function deckOrderKey({ person, distanceKm, boosted }: DeckCard): number[] {
  return [boosted ? 0 : 1, Math.round(distanceKm), person.online === '1' ? 0 : 1, -Number(person.onlinelasttime)];
}

function compareKeys(x: number[], y: number[]): number {
  for (let index = 0; index < x.length; index++) {
    const difference = (x[index] ?? 0) - (y[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** Whether a person is someone the member is looking for, by age, gender and 'here to', and how far to look. */
export function filterOf(member: MemberRecord) {
  const ages = parseAgeRange(member.filter_age);
  const wantedGender = member.filter_gender === 'everyone' ? undefined : genderOfChoice[member.filter_gender];
  const wantedFor = new Set(member.filter_peoplefor);
  return {
    distanceKm: Number(member.filter_distance),
    person(person: MemberRecord): boolean {
      const age = Number(person.age);
      if (ages && (age < ages.min || age > ages.max)) return false;
      if (wantedGender && person.gender !== wantedGender) return false;
      // An empty choice means any; a person may be here for several things (comma-separated ids).
      if (wantedFor.size > 0 && !person.people_for.split(',').some((choice) => wantedFor.has(choice.trim()))) return false;
      return true;
    },
  };
}
