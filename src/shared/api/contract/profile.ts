import { z } from 'zod';
import { defineCall } from './define-call';
import { accepted, commaList, fileField, gender, id, interestedIn, statusMessage, textBoolean, textNumber, userId } from './common';
import { loginCounts } from './account';

/** The member's own profile, counts, photos and the admin settings: docs/product/calls.md#profile-and-settings. */

export const ownProfile = z.object({
  user_id: id,
  user_name: z.string(),
  /** The main photo's url. */
  images: z.string(),
  /** Every photo's url, the main one first. */
  imagess: z.array(z.string()),
  location: z.string(),
  lat: z.string(),
  lon: z.string(),
  gender,
  bio: z.string(),
  job: z.string(),
  company: z.string(),
  school: z.string(),
  phone: z.string(),
  email: z.string(),
  age: textNumber,
  /** The names of the chosen interests. */
  interest: z.array(z.string()),
  /** The interests as one display text. */
  interest1: z.string(),
  /** How many more interests than shown, as text. */
  ex1: textNumber,
  people_for: z.string(),
  premium_member: textBoolean,
  /** Premium expiry date as text (YYYY-MM-DD), empty for regular members. */
  membership_valid_web: z.string(),
  /** 1 active, 0 deactivated. */
  userstatus: z.enum(['1', '0']),
  show_age: textBoolean,
  show_location: textBoolean,
  invisible: textBoolean,
  hide_ads: textBoolean,
  message_notification: textBoolean,
  like_notification: textBoolean,
  feed_image: textBoolean,
  feed_location: textBoolean,
  feed_job: textBoolean,
  feed_bio: textBoolean,
  feed_company: textBoolean,
  feed_school: textBoolean,
  /** '1' when a nope should offer to remove related matches. */
  swipe: z.string(),
  /** 'min-max', like '18-40'. */
  filter_age: z.string(),
  filter_gender: interestedIn,
  /** The chosen people-for ids. */
  filter_peoplefor: z.array(id),
  filter_distance: textNumber,
  superlike_count: textNumber,
  boost_count: textNumber,
});
export type OwnProfile = z.infer<typeof ownProfile>;

export const webprofile = defineCall({
  name: 'webprofile',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  request: z.object({ user_id: id }),
  response: z.object({ status: accepted, result: ownProfile }),
});

export const webgetcounts = defineCall({
  name: 'webgetcounts',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  request: userId,
  response: z.object({ status: accepted, result: loginCounts }),
});

export const peopleForOption = z.object({ id, name: z.string(), icon: z.string() });
export const interestOption = z.object({ name: z.string() });

export const adminData = z.object({
  peoplefor: z.array(peopleForOption),
  interests: z.array(interestOption),
  max_age: textNumber,
  max_distance: textNumber,
  admin_enable_ads: textBoolean,
  ios_url: z.string(),
  android_url: z.string(),
});
export type AdminData = z.infer<typeof adminData>;

export const admindatas = defineCall({
  name: 'admindatas',
  method: 'GET',
  encoding: 'none',
  auth: 'public',
  request: z.object({}),
  response: z.object({ status: accepted, result: adminData }),
});

export const admindatass = defineCall({
  name: 'admindatass',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  request: userId,
  response: z.object({ status: accepted, result: z.object({ interests: z.array(interestOption) }) }),
});

export const websetprofile = defineCall({
  name: 'websetprofile',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  // One call saves every part of the profile: each caller sends only the fields it changes.
  request: z.object({
    user_id: id,
    show_age: textBoolean.optional(),
    show_location: textBoolean.optional(),
    invisible: textBoolean.optional(),
    hide_ads: textBoolean.optional(),
    message_notification: textBoolean.optional(),
    like_notification: textBoolean.optional(),
    feed_image: textBoolean.optional(),
    feed_location: textBoolean.optional(),
    feed_job: textBoolean.optional(),
    feed_bio: textBoolean.optional(),
    feed_company: textBoolean.optional(),
    feed_school: textBoolean.optional(),
    /** The chosen people-for ids. */
    people_for: commaList.optional(),
    /** The chosen interests' names. */
    check: commaList.optional(),
    place: z.string().optional(),
    lat: z.string().optional(),
    lon: z.string().optional(),
    user_name: z.string().optional(),
    phone: z.string().optional(),
    gender: gender.optional(),
    bio: z.string().optional(),
    job: z.string().optional(),
    company: z.string().optional(),
    school: z.string().optional(),
    /** A photo to add: the imageurl and image_name an upload answered. */
    images: z.string().optional(),
    images_name: z.string().optional(),
    /** The photo to remove. */
    delete_image: z.string().optional(),
    /** Resets the "remove related matches" flag after a nope. */
    swipe: z.string().optional(),
  }),
  response: statusMessage,
});

/** An accepted image upload (profile photo or chat image). */
export const uploadedImage = z.object({
  status: accepted,
  imageurl: z.string(),
  image_name: z.string(),
  message: z.string(),
});

export const uploadimageweb = defineCall({
  name: 'uploadimageweb',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  request: z.object({ user_id: id, file: fileField }),
  response: uploadedImage,
});

/**
 * The sign-up wizard's upload: the same endpoint with a second body shape (JSON, no
 * token). It is not in `profileCalls` because the contract is keyed by path.
 */
export const uploadimagewebSignup = defineCall({
  name: 'uploadimageweb',
  method: 'POST',
  encoding: 'json',
  auth: 'public',
  request: z.object({
    /** The photo as a data URL. */
    file: z.string(),
    faceId: z.string(),
    type: z.literal('beforeSignup'),
  }),
  response: uploadedImage,
});

export const websetfirstlook = defineCall({
  name: 'websetfirstlook',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  request: z.object({ user_image: z.string(), user_id: id }),
  // Answer not shown by the product: the minimal honest shape.
  response: statusMessage,
});

export const profileCalls = {
  webprofile,
  webgetcounts,
  websetprofile,
  uploadimageweb,
  websetfirstlook,
  admindatas,
  admindatass,
};
