import type { QueryClient } from '@tanstack/react-query';
import type { CallName } from './contract';
import { invalidateCalls } from './queries';

/**
 * What each write makes stale, by call name, written once so that no screen has
 * to know which other screens show the data it changed (a like on a profile view
 * changes the sidebar's counts, the deck and the likes lists). The query client's
 * mutation cache applies it after every write (app/query-client.ts); no screen calls it.
 */
export const staleAfter = {
  // Likes and super likes: the counts, the deck, the lists they leave or join, the profile views' buttons.
  webmatch: ['webgetcounts', 'webgetpeople', 'webfriendrequests', 'webfriendslist', 'webvisitors', 'webprofilenew', 'webgetcheck'],
  webunmatch: ['webgetcounts', 'webgetpeople', 'webfriendrequests', 'webprofilenew'],
  // A rewound like back puts the liker back on the likes lists (and a rewound match off the matches).
  webundomatch: ['webgetcounts', 'webgetpeople', 'webfriendrequests', 'webfriendslist'],
  // Report User / UnReport User: the profile view's menu label comes from the profile's report flag.
  webreport: ['webprofilenew'],
  unfriendweb: ['webgetcounts', 'webfriendslist', 'webvisitors', 'webgetchat', 'webprofilenew'],
  webunfriend: ['webgetcounts', 'webfriendslist', 'webvisitors', 'webgetchat', 'webprofilenew'],
  // The filter lives in the profile and decides the deck.
  websetfilter: ['webprofile', 'webgetpeople'],
  // A new location moves the deck (the profile's LocationDialog, also opened from the deck).
  websetprofile: ['webprofile', 'webgetpeople'],
  uploadimageweb: ['webprofile'],
  websetfirstlook: ['webprofile'],
  // A purchase changes the membership, the boosts or the super likes the profile shows.
  webpaypremium: ['webprofile'],
  webpayboost: ['webprofile', 'webcheckboost'],
  webpaysuperlike: ['webprofile', 'webgetcheck'],
  webactivateboost: ['webcheckboost'],
  webfeedlike: ['webfeeds'],
  webcreatchat: ['webgetchat'],
  webfavorite: ['webgetchat'],
  // A blocked pair leaves each other's visitors, likes and matches lists, and their counts.
  webblockchat: ['webgetchat', 'blockstatus', 'webgetcounts', 'webvisitors', 'webfriendrequests', 'webfriendslist'],
  webclearchat: ['webgetchat', 'webgetchatmessage'],
  websendmessage: ['webgetchat'],
  uploadimagechat: ['webgetchat'],
} as const satisfies Partial<Record<CallName, readonly CallName[]>>;

const effects: Partial<Record<CallName, readonly CallName[]>> = staleAfter;

/** Refreshes what a successful `name` call changed; nothing for a call that changes nothing shown. */
export function refreshAfter(queryClient: QueryClient, name: CallName): Promise<void> {
  return invalidateCalls(queryClient, effects[name] ?? []);
}
