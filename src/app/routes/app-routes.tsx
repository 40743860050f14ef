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
  placeholderRoute(paths.peopleExplore.pattern, 'profileView'),
  { path: paths.settings, ...lazyScreen(() => import('@/features/settings/settings-screen'), (m) => m.SettingsScreen) },
  placeholderRoute(paths.profile, 'profile'),
  placeholderRoute(paths.editProfile, 'editProfile'),
  placeholderRoute(paths.editPhotos, 'editPhotos'),
  placeholderRoute(paths.changePhone, 'changePhone'),
  placeholderRoute(paths.filter, 'filter'),
  placeholderRoute(paths.feeds, 'feeds'),
  placeholderRoute(paths.premiumPayment, 'premiumPayment'),
  placeholderRoute(paths.boostPayment, 'boostPayment'),
  placeholderRoute(paths.superLikePayment, 'superLikePayment'),
  placeholderRoute(paths.visitors, 'visitors'),
  placeholderRoute(paths.visitorProfile.pattern, 'visitorProfile'),
  placeholderRoute(paths.matches, 'matches'),
  placeholderRoute(paths.matchProfile.pattern, 'matchProfile'),
  placeholderRoute(paths.superLikes, 'superLikes'),
  placeholderRoute(paths.superLikesAlias, 'superLikes'),
  placeholderRoute(paths.superLikeProfile.pattern, 'superLikeProfile'),
  placeholderRoute(paths.likes, 'likes'),
  placeholderRoute(paths.likeProfile.pattern, 'likeProfile'),
  placeholderRoute(paths.findNewPeople, 'findNewPeople'),
  { path: paths.explore, ...lazyScreen(() => import('@/features/explore/explore-screen'), (m) => m.ExploreScreen) },
  placeholderRoute(paths.messages, 'messages'),
  placeholderRoute(paths.chat.pattern, 'chat'),
  { path: paths.help, ...helpScreen },
  { path: paths.helpPage.pattern, ...helpScreen },
  { path: paths.notFound, ...lazyScreen(notFound, (m) => m.NotFoundScreen) },
  { path: '*', element: <Navigate to={paths.notFound} replace /> },
];
