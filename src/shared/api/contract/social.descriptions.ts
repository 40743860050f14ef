import type { CallDescriptions } from './define-call';
import type { socialCalls } from './social';

const UNFRIEND_REFUSALS = {
  'User not found': 'no member has this id',
  'You are not matched with this user': 'the two are not matched',
};

/** What each list and feed call does (the API reference's text; the app never imports this file). */
export const socialDescriptions = {
  webvisitors: {
    summary: 'Lists who visited the member\'s profile',
    description: 'The whole list, one entry per person, newest visit first (no limit is sent): Load More pages it in the app.',
    refusals: {},
  },
  webfeeds: {
    summary: 'Reads the member\'s feed',
    description: 'Entries of the member\'s matches and of people near (outside any block): photos, places and texts, each with whether the member liked it.',
    refusals: {},
  },
  webfeedlike: {
    summary: 'Likes a feed entry',
    description: 'Once only: a like cannot be withdrawn.',
    refusals: {
      'Feed not found': 'an entry the member cannot see',
      'You already liked this feed': 'the second like of one entry',
    },
  },
  webfriendslist: {
    summary: 'Lists the member\'s matches',
    description: 'Matches outside any block, the first `limit` of them; `search_key` filters by name, `sort` "online" keeps those online now.',
    refusals: {},
  },
  webfriendrequests: {
    summary: 'Lists who liked or super liked the member',
    description: '`type` "like" or "superlike": the pending ones, the first `limit` of them.',
    refusals: {},
  },
  unfriendweb: {
    summary: 'Ends a match (from a match\'s profile)',
    description: 'The same as webunfriend; each profile view sends the one it is known for.',
    refusals: UNFRIEND_REFUSALS,
  },
  webunfriend: {
    summary: 'Ends a match (from the chat\'s menu)',
    description: 'The same as unfriendweb; each view sends the one it is known for.',
    refusals: UNFRIEND_REFUSALS,
  },
} satisfies CallDescriptions<typeof socialCalls>;
