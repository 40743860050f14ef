import { Navigate, type RouteObject } from 'react-router';
import type { ProfileVariant } from '@/features/profile-view/variants';
import { PHONE_VERIFICATION_NS } from '@/shared/phone/phone-verification-texts';
import { paths } from '@/shared/routing/paths';
import { RedirectKeepingQuery } from '../guards';
import { lazyScreen } from './lazy-screen';

const notFound = () => import('../not-found/not-found-page');
// An area's routes share its chunk: each of them imports the same module. The profile's photos
// (carousel, menu) and phone change (code input) load apart, so /app/Profile loads only what it shows.
const profile = () => import('@/features/profile/profile-screens');
const payments = () => import('@/features/payments/payment-screen');
const lists = () => import('@/features/lists/screens');
// The five profile views are one screen told its variant by the route.
const profileViewScreen = () => import('@/features/profile-view/profile-view-screen');
const profileView = (variant: ProfileVariant) =>
  lazyScreen(
    profileViewScreen,
    ({ ProfileViewScreen }) =>
      function ProfileViewOfRoute() {
        return <ProfileViewScreen variant={variant} />;
      },
    { texts: ['profileView'] },
  );
// One screen for both paths, so choosing another page keeps the screen mounted.
const helpScreen = lazyScreen(() => import('@/features/help/member-help-screen'), (m) => m.MemberHelpScreen, { texts: ['help'] });

/**
 * Every signed-in route (docs/product/screens-and-routes.md#signed-in-routes), under the shell, from the path table.
 * Paths match case-insensitively, so /app/settings also serves /app/Settings.
 */
export const appRoutes: RouteObject[] = [
  { index: true, element: <RedirectKeepingQuery to={paths.peopleNear} /> },
  { path: paths.peopleNear, ...lazyScreen(() => import('@/features/deck/deck-screen'), (m) => m.DeckScreen, { texts: ['deck'] }) },
  { path: paths.profile, ...lazyScreen(profile, (m) => m.ProfileScreen, { texts: ['profile'] }) },
  { path: paths.editProfile, ...lazyScreen(profile, (m) => m.EditProfileScreen, { texts: ['profile'] }) },
  { path: paths.editPhotos, ...lazyScreen(() => import('@/features/profile/photos-screen'), (m) => m.ProfilePhotosScreen, { texts: ['profile'] }) },
  { path: paths.changePhone, ...lazyScreen(() => import('@/features/profile/change-phone-screen'), (m) => m.ChangePhoneScreen, { texts: ['profile', PHONE_VERIFICATION_NS] }) },
  { path: paths.peopleExplore.pattern, ...profileView('explore') },
  { path: paths.filter, ...lazyScreen(() => import('@/features/filter/filter-screen'), (m) => m.FilterScreen, { texts: ['filter'] }) },
  { path: paths.premiumPayment, ...lazyScreen(payments, (m) => m.PremiumPaymentScreen, { texts: ['payments'] }) },
  { path: paths.boostPayment, ...lazyScreen(payments, (m) => m.BoostPaymentScreen, { texts: ['payments'] }) },
  { path: paths.superLikePayment, ...lazyScreen(payments, (m) => m.SuperLikePaymentScreen, { texts: ['payments'] }) },
  { path: paths.visitorProfile.pattern, ...profileView('visitor') },
  { path: paths.matchProfile.pattern, ...profileView('match') },
  { path: paths.superLikeProfile.pattern, ...profileView('superLike') },
  { path: paths.likeProfile.pattern, ...profileView('like') },
  { path: paths.findNewPeople, ...lazyScreen(() => import('@/features/find-people/find-new-people-screen'), (m) => m.FindNewPeopleScreen, { texts: ['findPeople'] }) },
  { path: paths.visitors, ...lazyScreen(lists, (m) => m.VisitorsScreen, { texts: ['lists'] }) },
  { path: paths.matches, ...lazyScreen(lists, (m) => m.MatchesScreen, { texts: ['lists'] }) },
  { path: paths.superLikes, ...lazyScreen(lists, (m) => m.SuperLikesScreen, { texts: ['lists'] }) },
  { path: paths.superLikesAlias, ...lazyScreen(lists, (m) => m.SuperLikesScreen, { texts: ['lists'] }) },
  { path: paths.likes, ...lazyScreen(lists, (m) => m.LikesScreen, { texts: ['lists'] }) },
  { path: paths.feeds, ...lazyScreen(() => import('@/features/feeds/feeds-screen'), (m) => m.FeedsScreen, { texts: ['feeds'] }) },
  // The chat list and, under it, each chat: side by side on a wide screen, one at a time on a phone (messages-area.tsx).
  {
    path: paths.messages,
    ...lazyScreen(() => import('@/features/messages/messages-area'), (m) => m.MessagesArea, { texts: ['messages'] }),
    children: [{ path: paths.chat.pattern, ...lazyScreen(() => import('@/features/chat/chat-screen'), (m) => m.ChatScreen, { texts: ['chat'] }) }],
  },
  { path: paths.settings, ...lazyScreen(() => import('@/features/settings/settings-screen'), (m) => m.SettingsScreen, { texts: ['settings'] }) },
  { path: paths.explore, ...lazyScreen(() => import('@/features/explore/explore-screen'), (m) => m.ExploreScreen, { texts: ['explore'] }) },
  { path: paths.help, ...helpScreen },
  { path: paths.helpPage.pattern, ...helpScreen },
  { path: paths.notFound, ...lazyScreen(notFound, (m) => m.NotFoundScreen, { texts: ['common'] }) },
  { path: '*', element: <Navigate to={paths.notFound} replace /> },
];
