import { Navigate, type RouteObject } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { RedirectKeepingQuery } from '../guards';
import { lazyScreen } from './lazy-screen';
import { placeholderRoute } from './placeholder-route';

const notFound = () => import('../not-found/not-found-page');
// One screen for both paths, so choosing another page keeps the screen mounted.
const helpScreen = lazyScreen(() => import('@/features/help/member-help-page'), (m) => m.MemberHelpPage);

/**
 * Every signed-in route of specs 1 and 2, under the shell, from the path table.
 * Paths match case-insensitively, so /app/settings also serves /app/Settings.
 */
export const appRoutes: RouteObject[] = [
  { index: true, element: <RedirectKeepingQuery to={paths.peopleNear} /> },
  placeholderRoute(paths.peopleNear, 'peopleNear'),
  { path: paths.peopleExplore.pattern, ...lazyScreen(() => import('@/features/profile-view/profile-view-screen'), (m) => m.PeopleExploreScreen) },
  placeholderRoute(paths.settings, 'settings'),
  placeholderRoute(paths.profile, 'profile'),
  placeholderRoute(paths.editProfile, 'editProfile'),
  placeholderRoute(paths.editPhotos, 'editPhotos'),
  placeholderRoute(paths.changePhone, 'changePhone'),
  { path: paths.filter, ...lazyScreen(() => import('@/features/filter/filter-screen'), (m) => m.FilterScreen) },
  placeholderRoute(paths.feeds, 'feeds'),
  placeholderRoute(paths.premiumPayment, 'premiumPayment'),
  placeholderRoute(paths.boostPayment, 'boostPayment'),
  placeholderRoute(paths.superLikePayment, 'superLikePayment'),
  placeholderRoute(paths.visitors, 'visitors'),
  { path: paths.visitorProfile.pattern, ...lazyScreen(() => import('@/features/profile-view/profile-view-screen'), (m) => m.VisitorProfileScreen) },
  placeholderRoute(paths.matches, 'matches'),
  { path: paths.matchProfile.pattern, ...lazyScreen(() => import('@/features/profile-view/profile-view-screen'), (m) => m.MatchProfileScreen) },
  placeholderRoute(paths.superLikes, 'superLikes'),
  placeholderRoute(paths.superLikesAlias, 'superLikes'),
  { path: paths.superLikeProfile.pattern, ...lazyScreen(() => import('@/features/profile-view/profile-view-screen'), (m) => m.SuperLikeProfileScreen) },
  placeholderRoute(paths.likes, 'likes'),
  { path: paths.likeProfile.pattern, ...lazyScreen(() => import('@/features/profile-view/profile-view-screen'), (m) => m.LikeProfileScreen) },
  { path: paths.findNewPeople, ...lazyScreen(() => import('@/features/find-people/find-new-people-screen'), (m) => m.FindNewPeopleScreen) },
  placeholderRoute(paths.explore, 'explore'),
  placeholderRoute(paths.messages, 'messages'),
  placeholderRoute(paths.chat.pattern, 'chat'),
  { path: paths.help, ...helpScreen },
  { path: paths.helpPage.pattern, ...helpScreen },
  { path: paths.notFound, ...lazyScreen(notFound, (m) => m.NotFoundScreen) },
  { path: '*', element: <Navigate to={paths.notFound} replace /> },
];
