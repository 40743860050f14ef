import type { CallName } from '@/shared/api/contract';
import { api } from '@/shared/api/api';
import { DECK_REVEAL_MS } from '@/features/deck/deck-timing';
import { paths } from '@/shared/routing/paths';
import type { Expectation } from './defined-state';
import { seededChat } from '@mocks/seed/demo-chat-names';

/**
 * The fault matrix's table: each signed-in screen of the route table, the calls it makes
 * on entry, and what each failure of them must lead to. Where docs/product/messages.md#where-a-failure-leads
 * names a route, that route; where a call only adds to a screen that stands without
 * it (the sidebar's counts, a recorded visit, the optional app of the day), the screen itself; any
 * other failure, a visible error with a retry. A screen's baseline run checks the table lists every
 * call the screen makes, so a new call cannot go untested.
 */

export const login: Expectation = { named: 'Welcome back', label: 'the login (/login)' };
export const notFound: Expectation = { named: '404 page not found', label: '/app/NotFound' };
export const retryable: Expectation = { retryable: true };
/** The chosen plan's price (the popular one is chosen on entry): its notice says to choose the plan again, which asks again. */
const priceFailed: Expectation = { named: 'The price could not be loaded. Choose the plan again.', label: "the price's notice" };
/** The screen shows as it would without the call. */
const standsWithout = (marker: string | RegExp, why: string): Expectation => ({ named: marker, label: `the screen (${why})` });

export interface CallUnderFault {
  call: CallName;
  expected: Expectation;
  /** A read (the client's 8 s limit, not an action's 20 s): a 'slow' answer is past its limit, which 'no-answer' already tries. */
  read?: true;
  /** For a call sent with two shapes (webprofile: the member's own, a chat partner's): which requests to fault. */
  only?: { field: string; label: string };
}

export interface ScreenUnderFault {
  name: string;
  /** Where the screen is; the profile views ask the fake backend whom to open. */
  route: (memberId: string) => Promise<string> | string;
  /** What the screen shows once loaded: the baseline waits for it. */
  ready: string | RegExp;
  calls: CallUnderFault[];
  /**
   * A wait of the product's own, and the status the screen shows meanwhile (the deck's 2 s before its cards):
   * once that status shows, the matrix moves the screen's clock past the wait instead of waiting it out.
   */
  wait?: { ms: number; shownAs: string };
}

/** The shell's own calls, made on every signed-in screen: judged once, on a screen that adds none of its own. */
export const shellCalls: CallUnderFault[] = [
  // The own profile's load failure or false status: go to /login (docs/product/flows.md#session).
  { call: 'webprofile', expected: login },
  { call: 'webgetcounts', expected: standsWithout(/People you could meet/, 'the sidebar without counts: they are polled again every minute') },
];

async function firstRequester(memberId: string, type: 'like' | 'superlike'): Promise<string> {
  const { peoples } = await api.call('webfriendrequests', { user_id: memberId, limit: '8', type });
  const first = peoples[0];
  if (!first) throw new Error(`no seeded ${type} for member ${memberId}`);
  return first.user_id;
}

/** The regular demo member's seeded match and chat partner (mocks/seed/demo-chat-names.ts). */
const { partnerId: PARTNER, chatId: PARTNER_CHAT } = seededChat('hiking');
const profileViewCalls: CallUnderFault[] = [
  // A profile view of another member that fails to load: /app/NotFound (the likes view: /login).
  { call: 'webprofilenew', expected: notFound },
  { call: 'webvisitprofile', expected: standsWithout('Interests', 'a visit not recorded is not the member’s business') },
];
const likeViewCalls: CallUnderFault[] = [
  // The likes view's profile or check failure: /login.
  { call: 'webprofilenew', expected: login },
  { call: 'webvisitprofile', expected: standsWithout('Interests', 'a visit not recorded is not the member’s business') },
];

export const screens: ScreenUnderFault[] = [
  { name: 'People near you', route: () => paths.peopleNear, ready: /Nope|No people in your location/i, wait: { ms: DECK_REVEAL_MS, shownAs: 'Finding people near you…' }, calls: [
    { call: 'webgetpeople', expected: retryable },
    { call: 'admindatas', expected: standsWithout(/Nope/i, 'no ad slot') },
    // The card's bio and interests (features/deck/api/use-card-details.ts): a card without them still swipes.
    { call: 'webprofilenew', expected: standsWithout(/Nope/i, 'the card without its bio and interests') },
  ] },
  { name: 'Profile', route: () => paths.profile, ready: 'Basic info', calls: [] },
  { name: 'Edit profile', route: () => paths.editProfile, ready: 'Save', calls: [] },
  { name: 'Edit photos', route: () => paths.editPhotos, ready: 'Edit photos', calls: [] },
  { name: 'Change phone', route: () => paths.changePhone, ready: 'Change your phone number', calls: [] },
  { name: 'Explore view', route: () => paths.peopleExplore.to({ userId: PARTNER }), ready: 'Interests', calls: profileViewCalls },
  { name: 'Visitor view', route: () => paths.visitorProfile.to({ userId: PARTNER }), ready: 'Interests', calls: profileViewCalls },
  { name: 'Match view', route: () => paths.matchProfile.to({ userId: PARTNER }), ready: 'Interests', calls: profileViewCalls },
  { name: 'Super like view', route: async (memberId) => paths.superLikeProfile.to({ userId: await firstRequester(memberId, 'superlike') }), ready: 'Interests', calls: profileViewCalls },
  { name: 'Like view', route: async (memberId) => paths.likeProfile.to({ userId: await firstRequester(memberId, 'like') }), ready: 'Interests', calls: likeViewCalls },
  // The profile call failing on the filter, find-new-people, visitors and likes screens goes to /login.
  { name: 'Filter', route: () => paths.filter, ready: 'Distance', calls: [{ call: 'webprofile', expected: login }, { call: 'admindatas', expected: retryable }] },
  { name: 'Premium payment', route: () => paths.premiumPayment, ready: 'Choose your plan', calls: [{ call: 'premiumlistweb', expected: retryable }, { call: 'premiumid', expected: priceFailed }, { call: 'generateclienttoken', expected: retryable }] },
  { name: 'Boost payment', route: () => paths.boostPayment, ready: 'Choose your boost pack', calls: [{ call: 'webboostlist', expected: retryable }, { call: 'premiumboostid', expected: priceFailed }, { call: 'generateclienttoken', expected: retryable }] },
  { name: 'Super like payment', route: () => paths.superLikePayment, ready: 'Choose your super like pack', calls: [{ call: 'websuperlikelist', expected: retryable }, { call: 'premiumsuperlikeid', expected: priceFailed }, { call: 'generateclienttoken', expected: retryable }] },
  { name: 'Find new people', route: () => paths.findNewPeople, ready: 'Find new people', calls: [{ call: 'webprofile', expected: login }, { call: 'webgetpeople', expected: retryable }] },
  { name: 'Visitors', route: () => paths.visitors, ready: 'Visitors', calls: [{ call: 'webprofile', expected: login }, { call: 'webvisitors', expected: retryable }] },
  { name: 'Matches', route: () => paths.matches, ready: 'Matches', calls: [{ call: 'webfriendslist', expected: retryable }] },
  { name: 'Super likes', route: () => paths.superLikes, ready: 'Super likes', calls: [{ call: 'webfriendrequests', expected: retryable }] },
  { name: 'Likes', route: () => paths.likes, ready: 'See who likes you', calls: [{ call: 'webprofile', expected: login }, { call: 'webfriendrequests', expected: retryable }] },
  { name: 'Feeds', route: () => paths.feeds, ready: 'Feeds', calls: [{ call: 'webfeeds', expected: retryable }] },
  { name: 'Messages', route: () => paths.messages, ready: 'Bernadette', calls: [{ call: 'webgetchat', expected: retryable }, { call: 'appoftheday', expected: standsWithout('Bernadette', 'the optional app of the day row left out') }] },
  {
    name: 'Chat',
    route: () => paths.chat.to({ receiverId: PARTNER, chatId: PARTNER_CHAT }),
    ready: 'Do you like hiking?',
    calls: [
      { call: 'blockstatus', expected: retryable },
      { call: 'webgetchatmessage', expected: retryable },
      { call: 'webprofile', expected: retryable, only: { field: 'chat_id', label: "the partner's" } },
    ],
  },
  { name: 'Settings', route: () => paths.settings, ready: 'Notifications', calls: [{ call: 'admindatas', expected: retryable }] },
  { name: 'Explore', route: () => paths.explore, ready: 'People you could meet', calls: shellCalls },
  // The help pages' load failure: /app/NotFound.
  { name: 'Help', route: () => paths.help, ready: 'Terms and Conditions', calls: [{ call: 'webhelppages', expected: notFound }] },
  { name: 'Help page', route: () => paths.helpPage.to({ id: '2' }), ready: 'Safety Tips', calls: [{ call: 'webhelppages', expected: notFound }] },
  { name: 'Not found', route: () => paths.notFound, ready: '404 page not found', calls: [] },
];
