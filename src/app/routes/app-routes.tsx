import { Navigate, type RouteObject } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { RedirectKeepingQuery } from '../guards';
import { lazyScreen } from './lazy-screen';
import { placeholderRoute } from './placeholder-route';

const notFound = () => import('../not-found/not-found-page');
// The four lists share one chunk: every route imports the same module.
const lists = () => import('@/features/lists/screens');
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
  placeholderRoute(paths.settings, 'settings'),
  placeholderRoute(paths.profile, 'profile'),
  placeholderRoute(paths.editProfile, 'editProfile'),
  placeholderRoute(paths.editPhotos, 'editPhotos'),
  placeholderRoute(paths.changePhone, 'changePhone'),
  placeholderRoute(paths.filter, 'filter'),
  placeholderRoute(paths.feeds, 'feeds'),
  placeholderRoute(paths.premiumPayment, 'premiumPayment'),
  placeholderRoute(paths.boostPayment, 'boostPayment'),
  placeholderRoute(paths.superLikePayment, 'superLikePayment'),
  { path: paths.visitors, ...lazyScreen(lists, (m) => m.VisitorsScreen) },
  placeholderRoute(paths.visitorProfile.pattern, 'visitorProfile'),
  { path: paths.matches, ...lazyScreen(lists, (m) => m.MatchesScreen) },
  placeholderRoute(paths.matchProfile.pattern, 'matchProfile'),
  { path: paths.superLikes, ...lazyScreen(lists, (m) => m.SuperLikesScreen) },
  { path: paths.superLikesAlias, ...lazyScreen(lists, (m) => m.SuperLikesScreen) },
  placeholderRoute(paths.superLikeProfile.pattern, 'superLikeProfile'),
  { path: paths.likes, ...lazyScreen(lists, (m) => m.LikesScreen) },
  placeholderRoute(paths.likeProfile.pattern, 'likeProfile'),
  placeholderRoute(paths.findNewPeople, 'findNewPeople'),
  placeholderRoute(paths.explore, 'explore'),
  placeholderRoute(paths.messages, 'messages'),
  placeholderRoute(paths.chat.pattern, 'chat'),
  { path: paths.help, ...helpScreen },
  { path: paths.helpPage.pattern, ...helpScreen },
  { path: paths.notFound, ...lazyScreen(notFound, (m) => m.NotFoundScreen) },
  { path: '*', element: <Navigate to={paths.notFound} replace /> },
];
