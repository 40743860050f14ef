/**
 * Every route (docs/product/screens-and-routes.md#routes), written once. Features are isolated from each
 * other, so this table is the only way one links into another (a likes list into
 * its profile view, a match dialog into the chat). The route table, the sidebar,
 * the guards, the fake backend's controls and the tests all read it.
 *
 * The spelling is the product's, capitals included: members bookmark these URLs.
 * React Router matches case-insensitively, so the aliases that differ only in
 * case (/app/settings and /app/Settings) share one route; they are listed so
 * that both spellings stay reachable on purpose.
 */
import { generatePath, type PathParam } from 'react-router';

export interface RouteWithIds<Pattern extends string> {
  /** For the route table: `:name` segments, as React Router reads them. */
  pattern: Pattern;
  /** A link to one screen: every id is encoded (React Router's generatePath), since ids are opaque server text. */
  to(params: Record<PathParam<Pattern>, string>): string;
}

function withIds<const Pattern extends string>(pattern: Pattern): RouteWithIds<Pattern> {
  return { pattern, to: (params) => generatePath<string>(pattern, params) };
}

export const paths = {
  // Public routes (docs/product/screens-and-routes.md#public-routes).
  welcome: '/',
  login: '/login',
  /** /login opened on its Signup tab (social sign-up, phone verification, the 'new' persona). */
  signup: '/login?tab=signup',
  phoneLogin: '/phonelogin',
  signupFirebase: '/Signupfirebase',
  publicHelp: '/helpmain',
  /** Old bookmarks of the single-page build's entry file. */
  indexHtml: '/index.html',

  // The signed-in area (docs/product/screens-and-routes.md#signed-in-routes). /app itself opens PeopleNear.
  app: '/app',
  peopleNear: '/app/PeopleNear',
  settings: '/app/settings',
  /** The settings screen writes it with a capital (docs/product/screens-and-routes.md#signed-in-routes). */
  settingsAlias: '/app/Settings',
  profile: '/app/Profile',
  editProfile: '/app/Profile/EditProfile',
  editPhotos: '/app/Profile/ProfilePhotoEdit',
  changePhone: '/app/Profile/Editphonefirebase',
  filter: '/app/Filter',
  feeds: '/app/Feeds',
  premiumPayment: '/app/Payment',
  boostPayment: '/app/Boostpayment',
  superLikePayment: '/app/Superlikepayment',
  visitors: '/app/Visitors',
  matches: '/app/Friends',
  superLikes: '/app/FriendRequests',
  /** The product lists the singular too, for the same list. */
  superLikesAlias: '/app/FriendRequest',
  likes: '/app/LikeRequests',
  findNewPeople: '/app/FindNewPeople',
  explore: '/app/Explore',
  messages: '/app/Message',
  help: '/app/Help',
  notFound: '/app/NotFound',

  // Routes with ids: `paths.chat.to({ receiverId, chatId })`.
  chat: withIds('/app/Message/MessageNew/:receiverId/:chatId'),
  helpPage: withIds('/app/Help/:id'),
  // The five profile views of others (docs/product/screens-and-routes.md#profile-views-of-others), one per list they open from.
  peopleExplore: withIds('/app/PeopleNear/PeopleExplore/:userId'),
  visitorProfile: withIds('/app/Visitors/VisitorNew/:userId'),
  matchProfile: withIds('/app/Friends/FriendsNew/:userId'),
  superLikeProfile: withIds('/app/FriendRequest/FriendRequestNew/:userId'),
  likeProfile: withIds('/app/LikeRequest/LikeRequestNew/:userId'),
} as const;

/** /helpmain?id=…: the public help keeps its page in the query (docs/product/screens-and-routes.md#public-routes). */
export function publicHelpPage(id: string): string {
  return `${paths.publicHelp}?${new URLSearchParams({ id })}`;
}

export type PathName = keyof typeof paths;
/** A fixed path of the table (no ids), e.g. for the sidebar's items. */
export type FixedPath = Extract<(typeof paths)[PathName], string>;
