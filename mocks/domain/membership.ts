import { isoDate } from '../lib/iso-date';
import type { MemberRecord } from '../db/records';

const DAY_MS = 86_400_000;

/** The settings only premium members may switch on (docs/product/flows.md#settings-toggles). */
export const premiumSettings = ['show_age', 'show_location', 'invisible', 'hide_ads'] as const;

type Membership = Pick<MemberRecord, 'premium_member' | 'membership_valid_web'>;

/**
 * Premium until the end of the expiry day (UTC), by the fake clock. The record
 * keeps 'true' after expiry: the tier is decided when read, so moving the fake
 * clock forward is enough to expire a membership.
 */
export function isPremium(member: Membership, now: number): boolean {
  if (member.premium_member !== 'true') return false;
  // A premium record without a date has no end (never seeded, but a real server could hold one).
  if (member.membership_valid_web === '') return true;
  return member.membership_valid_web >= isoDate(now);
}

/**
 * The member as the server treats them now: after expiry they are regular, so
 * the expiry date is gone and the premium-only settings are no longer in effect.
 */
export function effectiveMember<M extends MemberRecord>(member: M, now: number): M {
  if (isPremium(member, now)) return member;
  return {
    ...member,
    premium_member: 'false',
    membership_valid_web: '',
    show_age: 'false',
    show_location: 'false',
    invisible: 'false',
    hide_ads: 'false',
  };
}

/**
 * The expiry after buying `days` more: a running membership is extended from
 * its expiry, a lapsed or new one starts today.
 */
export function extendedExpiry(member: Membership, days: number, now: number): string {
  const today = Date.parse(isoDate(now));
  const from = isPremium(member, now) && member.membership_valid_web !== '' ? Date.parse(member.membership_valid_web) : today;
  return isoDate(Math.max(today, from) + days * DAY_MS);
}
