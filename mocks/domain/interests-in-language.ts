import type { LanguageCode } from '@/shared/api/contract/common';
import type { MemberRecord } from '../db/records';
import { interestIn } from '../messages/admin-lists';

/**
 * A member's interests as the call's language names them: they are the administrator's
 * interests, so a screen that shows the list (admindatass) and the member's choice beside it
 * compares names of one language. The record keeps the English names.
 */
export function withInterestsIn(member: MemberRecord, language: LanguageCode): MemberRecord {
  if (language === 'en') return member;
  const interest = member.interest.map((name) => interestIn(name, language));
  return { ...member, interest, interest1: interest.slice(0, 2).join(language === 'ar' ? '، ' : ', ') };
}
