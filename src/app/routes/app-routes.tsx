import { Navigate, type RouteObject } from 'react-router';
import { RedirectKeepingQuery } from '../guards';
import { lazyScreen } from './lazy-screen';
import { placeholderRoute } from './placeholder-route';

const notFound = () => import('../not-found/not-found-page');
// One screen for both paths, so choosing another page keeps the screen mounted.
const helpScreen = lazyScreen(() => import('@/features/help/member-help-page'), (m) => m.MemberHelpPage);

/** Every signed-in route of specs 1 and 2, under the shell. Paths match case-insensitively. */
export const appRoutes: RouteObject[] = [
  { index: true, element: <RedirectKeepingQuery to="/app/PeopleNear" /> },
  placeholderRoute('PeopleNear', 'peopleNear'),
  placeholderRoute('PeopleNear/PeopleExplore/:userId', 'profileView'),
  placeholderRoute('settings', 'settings'),
  placeholderRoute('Profile', 'profile'),
  placeholderRoute('Profile/EditProfile', 'editProfile'),
  placeholderRoute('Profile/ProfilePhotoEdit', 'editPhotos'),
  placeholderRoute('Profile/Editphonefirebase', 'changePhone'),
  placeholderRoute('Filter', 'filter'),
  placeholderRoute('Feeds', 'feeds'),
  placeholderRoute('Payment', 'premiumPayment'),
  placeholderRoute('Boostpayment', 'boostPayment'),
  placeholderRoute('Superlikepayment', 'superLikePayment'),
  placeholderRoute('Visitors', 'visitors'),
  placeholderRoute('Visitors/VisitorNew/:userId', 'visitorProfile'),
  placeholderRoute('Friends', 'matches'),
  placeholderRoute('Friends/FriendsNew/:userId', 'matchProfile'),
  placeholderRoute('FriendRequests', 'superLikes'),
  placeholderRoute('FriendRequest', 'superLikes'),
  placeholderRoute('FriendRequest/FriendRequestNew/:userId', 'superLikeProfile'),
  placeholderRoute('LikeRequests', 'likes'),
  placeholderRoute('LikeRequest/LikeRequestNew/:userId', 'likeProfile'),
  placeholderRoute('FindNewPeople', 'findNewPeople'),
  placeholderRoute('Explore', 'explore'),
  placeholderRoute('Message', 'messages'),
  placeholderRoute('Message/MessageNew/:receiverId/:chatId', 'chat'),
  { path: 'Help', ...helpScreen },
  { path: 'Help/:id', ...helpScreen },
  { path: 'NotFound', ...lazyScreen(notFound, (m) => m.NotFoundScreen) },
  { path: '*', element: <Navigate to="/app/NotFound" replace /> },
];
