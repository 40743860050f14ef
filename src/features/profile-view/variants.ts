import type { OtherProfile } from '@/shared/api/contract/discovery';
import { paths } from '@/shared/routing/paths';

/**
 * The five profile views of others (docs/product/screens-and-routes.md#profile-views-of-others) are one screen; what differs is
 * written here, as data, so each rule reads in one place and is unit-tested without a browser.
 */
export type ProfileVariant = 'explore' | 'visitor' | 'superLike' | 'like' | 'match';

/** The filter page marker (docs/product/screens-and-routes.md#filter): '1' the deck, '2' Find new people; a query value on the view's URL. */
export const PAGE_MARKER_PARAM = 'page';
export const FIND_PEOPLE_MARKER = '2';

export interface VariantRules {
  /** Where the back link goes (explore: by the page marker, see `backPathOf`). */
  back: string;
  /** What a failed profile read (or, on the likes view, a failed super-like check) does: /app/NotFound, or end the session (to the login). */
  failure: 'notFound' | 'signOut';
  /** The unfriend call this view sends (the product names two with the same payload: docs/product/calls.md#what-the-product-leaves-open). */
  unfriendCall: 'unfriendweb' | 'webunfriend';
  /** The likes view says "Unreport User", the others "UnReport User". */
  unreportKey: 'unreport' | 'unreportLikes';
  /** The likes view shows "User declined sucessfully" for 2 s before going back. */
  declineNotice: boolean;
}

export const variantRules: Record<ProfileVariant, VariantRules> = {
  explore: { back: paths.peopleNear, failure: 'notFound', unfriendCall: 'unfriendweb', unreportKey: 'unreport', declineNotice: false },
  visitor: { back: paths.visitors, failure: 'notFound', unfriendCall: 'unfriendweb', unreportKey: 'unreport', declineNotice: false },
  superLike: { back: paths.superLikes, failure: 'notFound', unfriendCall: 'webunfriend', unreportKey: 'unreport', declineNotice: false },
  like: { back: paths.likes, failure: 'signOut', unfriendCall: 'webunfriend', unreportKey: 'unreportLikes', declineNotice: true },
  match: { back: paths.matches, failure: 'notFound', unfriendCall: 'webunfriend', unreportKey: 'unreport', declineNotice: false },
};

/** PeopleExplore goes back to the deck, or to Find new people when the page marker is not '1'. */
export function backPathOf(variant: ProfileVariant, marker: string | null): string {
  if (variant === 'explore' && marker !== null && marker !== '1') return paths.findNewPeople;
  return variantRules[variant].back;
}

export interface ViewActions {
  like: boolean;
  superLike: boolean;
  dislike: boolean;
  unfriend: boolean;
  message: boolean;
}

/** send_match: '1' matched, '3' my like is pending, anything else no relation. */
export function isMatched(profile: Pick<OtherProfile, 'send_match'>): boolean {
  return profile.send_match === '1';
}

/**
 * Which actions a view offers ("Relationship on profile views"): the visitor view offers like,
 * super like and dislike until matched, then unfriend; the match view unfriend and a message
 * shortcut; the deck, likes and super-likes views always like, super like and dislike.
 */
export function actionsOf(variant: ProfileVariant, profile: Pick<OtherProfile, 'send_match'>): ViewActions {
  const none = { like: false, superLike: false, dislike: false, unfriend: false, message: false };
  if (variant === 'match') return { ...none, unfriend: true, message: true };
  if (variant === 'visitor' && isMatched(profile)) return { ...none, unfriend: true };
  return { ...none, like: true, superLike: true, dislike: true };
}

/**
 * Like and super like stay inactive once sent: after a like on this view, or when the server
 * says the relation is already there (pending or matched).
 */
export function likeSent(profile: Pick<OtherProfile, 'send_match'>, likedHere: boolean): boolean {
  return likedHere || profile.send_match === '1' || profile.send_match === '3';
}

/** Before a super like (docs/product/flows.md#profile-views): status 'true' with count '0' opens the purchase popup, anything else a confirm. */
export function superLikeStep(check: { status: string; superlike_count: string }): 'buy' | 'confirm' {
  return check.status === 'true' && Number(check.superlike_count) === 0 ? 'buy' : 'confirm';
}

/** The photos to show: the profile's, else its main image (the likes view's default image fallback). */
export function photosOf(profile: Pick<OtherProfile, 'imagess' | 'user_image'>): string[] {
  const photos = profile.imagess.filter(Boolean);
  if (photos.length > 0) return photos;
  return profile.user_image ? [profile.user_image] : [];
}
