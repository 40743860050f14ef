import { z } from 'zod';
import { defineCall } from './define-call';
import { accepted, gender, id, likeType, onlineFlag, statusMessage, textBoolean, textNumber, userId } from './common';

/** Visitors, likes, super likes, matches and feeds: docs/product/calls.md#lists-and-feeds. */

/** A visitor, match, super-liker or liker in a list. */
export const listEntry = z.object({
  user_id: id,
  user_name: z.string(),
  user_image: z.string(),
  online: onlineFlag,
  show_distance: z.string(),
  /** 'true' hides the age. */
  show_age: textBoolean,
  location: z.string(),
  age: textNumber,
});
export type ListEntry = z.infer<typeof listEntry>;

/** What a feed entry says; a chat message of type feed carries the same. */
export const feedContent = z.object({
  /** 'image' and 'location' have their own layout; the other types are text. */
  feed_type: z.string(),
  feed_content: z.string(),
  feed_content_images: z.array(z.string()),
});
export type FeedContent = z.infer<typeof feedContent>;

export const feedEntry = feedContent.extend({
  feed_id: id,
  user_id: id,
  user_name: z.string(),
  user_image: z.string(),
  liked: textBoolean,
  gender,
  feed_time: z.string(),
});
export type FeedEntry = z.infer<typeof feedEntry>;

const peoples = z.object({ status: accepted, peoples: z.array(listEntry) });

export const webvisitors = defineCall({
  name: 'webvisitors',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  // The product sends no limit here: the whole list comes back and Load More pages it locally.
  request: userId,
  response: peoples,
});

export const webfeeds = defineCall({
  name: 'webfeeds',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  request: userId,
  response: z.object({ status: accepted, feeds: z.array(feedEntry) }),
});

export const webfeedlike = defineCall({
  name: 'webfeedlike',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  request: z.object({ user_id: id, feed_id: id }),
  // Answer not shown by the product: the minimal honest shape.
  response: statusMessage,
});

export const webfriendslist = defineCall({
  name: 'webfriendslist',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  request: z.object({
    user_id: id,
    limit: textNumber,
    search_key: z.string().optional(),
    sort: z.literal('online').optional(),
  }),
  response: peoples,
});

export const webfriendrequests = defineCall({
  name: 'webfriendrequests',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  request: z.object({ user_id: id, limit: textNumber, type: likeType }),
  response: peoples,
});

const unfriend = z.object({ user_id: id, unfriend_user_id: id });

// The product names two unfriend calls with the same payload (different screens use
// each); both are declared, with the same meaning.
export const unfriendweb = defineCall({
  name: 'unfriendweb',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  request: unfriend,
  // Answer not shown by the product: the minimal honest shape.
  response: statusMessage,
});

export const webunfriend = defineCall({
  name: 'webunfriend',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  request: unfriend,
  // Answer not shown by the product: the minimal honest shape.
  response: statusMessage,
});

export const socialCalls = {
  webvisitors,
  webfeeds,
  webfeedlike,
  webfriendslist,
  webfriendrequests,
  unfriendweb,
  webunfriend,
};
