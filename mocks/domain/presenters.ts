import type { PersonCard, OtherProfile } from '@/shared/api/contract/discovery';
import type { FeedEntry, ListEntry } from '@/shared/api/contract/social';
import type { FeedRecord } from '../db/discovery-records';
import type { MemberRecord } from '../db/records';
import { clock } from '../lib/clock';
import { effectiveMember } from './membership';

/**
 * How a member appears to others in each answer. Age and location always
 * travel; the member's show_age / show_location flags ('true' hides) tell the
 * client to hide them, as the contract says. Those flags (and the premium
 * badge) are premium settings: a lapsed membership no longer applies them.
 */

export function toListEntry(member: MemberRecord): ListEntry {
  const person = effectiveMember(member, clock.now());
  return {
    user_id: person.user_id,
    user_name: person.user_name,
    user_image: person.images,
    online: person.online,
    // The lists show no distance, only where someone lives: a hidden location hides both.
    show_distance: person.show_location,
    show_age: person.show_age,
    location: person.location,
    age: person.age,
  };
}

export function toPersonCard(member: MemberRecord, position: number): PersonCard {
  const person = effectiveMember(member, clock.now());
  return {
    index: String(position),
    user_name: person.user_name,
    age: person.age,
    location: person.location,
    user_id: person.user_id,
    show_location: person.show_location,
    imagess: person.imagess,
    online: person.online,
  };
}

export function toOtherProfile(
  member: MemberRecord,
  viewer: MemberRecord,
  relation: { sendMatch: '0' | '1' | '3'; reported: boolean },
): OtherProfile {
  const person = effectiveMember(member, clock.now());
  return {
    user_id: person.user_id,
    user_name: person.user_name,
    age: person.age,
    show_age: person.show_age,
    location: person.location,
    show_location: person.show_location,
    bio: person.bio,
    job: person.job,
    company: person.company,
    school: person.school,
    imagess: person.imagess,
    interest_other: person.interest,
    ex_web: person.ex1,
    premium_member: person.premium_member,
    report: relation.reported ? 'true' : 'false',
    send_match: relation.sendMatch,
    loguser_image: viewer.images,
    user_image: person.images,
  };
}

export function toFeedEntry(feed: FeedRecord, author: MemberRecord, liked: boolean): FeedEntry {
  return {
    feed_id: feed.feed_id,
    user_id: author.user_id,
    user_name: author.user_name,
    user_image: author.images,
    feed_type: feed.feed_type,
    feed_content: feed.feed_content,
    feed_content_images: feed.feed_content_images,
    liked: liked ? 'true' : 'false',
    gender: author.gender,
    // Epoch milliseconds as text, like onlinelasttime: the client formats it.
    feed_time: String(feed.at),
  };
}
