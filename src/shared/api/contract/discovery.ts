import { z } from 'zod';
import { defineCall } from './define-call';
import { accepted, commaList, id, interestedIn, likeType, onlineFlag, statusMessage, textBoolean, textNumber, userId } from './common';

/** The swipe deck, matching, the filter, other members' profiles and reports: docs/product/calls.md#discovery. */

/** A person in the swipe deck or the find-new-people grid. */
export const personCard = z.object({
  index: textNumber,
  user_name: z.string(),
  age: textNumber,
  location: z.string(),
  user_id: id,
  /** 'true' hides the location. */
  show_location: textBoolean,
  imagess: z.array(z.string()),
  /** '1' online now: the find-new-people grid's online dot (docs/product/calls.md#fields). */
  online: onlineFlag.optional(),
});
export type PersonCard = z.infer<typeof personCard>;

/** What the "It's a Match!" dialog shows. */
export const matchResult = z.object({
  loguser_image: z.string(),
  frienduser_image: z.string(),
  frienduser_name: z.string(),
  frienduser_id: id,
});
export type MatchResult = z.infer<typeof matchResult>;

/** Another member's profile, as the profile views show it. */
export const otherProfile = z.object({
  user_id: id,
  user_name: z.string(),
  age: textNumber,
  /** 'true' hides the age. */
  show_age: textBoolean,
  location: z.string(),
  /** 'true' hides the location. */
  show_location: textBoolean,
  bio: z.string(),
  job: z.string(),
  company: z.string(),
  school: z.string(),
  imagess: z.array(z.string()),
  /** The names of their interests. */
  interest_other: z.array(z.string()),
  ex_web: z.string(),
  premium_member: textBoolean,
  /** 'true' when I reported them. */
  report: textBoolean,
  /** '1' already matched, '3' pending, anything else no relation. */
  send_match: z.string(),
  /** My main photo, for the match dialog. */
  loguser_image: z.string(),
  user_image: z.string(),
});
export type OtherProfile = z.infer<typeof otherProfile>;

export const webgetpeople = defineCall({
  name: 'webgetpeople',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  request: z.object({ user_id: id, timestamp: z.string(), limit: textNumber.optional() }),
  response: z.object({ status: accepted, peoples: z.array(personCard) }),
});

export const webmatch = defineCall({
  name: 'webmatch',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  request: z.object({ user_id: id, follow_id: id, type: likeType }),
  response: z.object({
    status: accepted,
    /** '1' when the like is mutual. */
    match: z.string(),
    message: z.string(),
    superlike_count: textNumber,
    // The product lists the match result's fields without saying where they travel:
    // we carry them here, present when match is '1'.
    result: matchResult.optional(),
  }),
});

export const webunmatch = defineCall({
  name: 'webunmatch',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  request: z.object({ user_id: id, follow_id: id }),
  // Answer not shown by the product: the minimal honest shape.
  response: statusMessage,
});

export const webundomatch = defineCall({
  name: 'webundomatch',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  request: userId,
  // Answer not shown by the product: the minimal honest shape.
  response: statusMessage,
});

export const websetfilter = defineCall({
  name: 'websetfilter',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  request: z.object({
    user_id: id,
    /** 'min-max', like '18-40'. */
    age: z.string().regex(/^\d+-\d+$/, 'expected min-max'),
    /** In km. */
    distance: textNumber,
    gender: interestedIn,
    /** The chosen people-for ids. */
    people_for: commaList,
    place: z.string(),
    lat: z.string(),
    lon: z.string(),
  }),
  response: statusMessage,
});

export const webprofilenew = defineCall({
  name: 'webprofilenew',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  request: z.object({ user_id: id, friend_id: id }),
  response: z.object({ status: accepted, result: otherProfile }),
});

export const webvisitprofile = defineCall({
  name: 'webvisitprofile',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  request: z.object({ visit_user_id: id, user_id: id }),
  // Answer not shown by the product: the minimal honest shape.
  response: statusMessage,
});

export const webreport = defineCall({
  name: 'webreport',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  // One call toggles: it reports, or unreports a member already reported.
  request: z.object({ user_id: id, report_user_id: id }),
  // Answer not shown by the product: the minimal honest shape.
  response: statusMessage,
});

export const discoveryCalls = {
  webgetpeople,
  webmatch,
  webunmatch,
  webundomatch,
  websetfilter,
  webprofilenew,
  webvisitprofile,
  webreport,
};
