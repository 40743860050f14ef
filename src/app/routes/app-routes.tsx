import { Navigate, type RouteObject } from 'react-router';
import { lazyScreen } from './lazy-screen';
import { placeholderRoute } from './placeholder-route';

const notFound = () => import('../not-found/not-found-page');

/** Every signed-in route of specs 1 and 2, under the shell. Paths match case-insensitively. */
export const appRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/app/PeopleNear" replace /> },
  placeholderRoute('PeopleNear', 'People near you'),
  placeholderRoute('PeopleNear/PeopleExplore/:userId', 'Profile'),
  placeholderRoute('settings', 'Settings'),
  placeholderRoute('Profile', 'Profile'),
  placeholderRoute('Profile/EditProfile', 'Edit profile'),
  placeholderRoute('Profile/ProfilePhotoEdit', 'Edit photos'),
  placeholderRoute('Profile/Editphonefirebase', 'Change phone'),
  placeholderRoute('Filter', 'Filter'),
  placeholderRoute('Feeds', 'Feeds'),
  placeholderRoute('Payment', 'Premium payment'),
  placeholderRoute('Boostpayment', 'Boost payment'),
  placeholderRoute('Superlikepayment', 'Super like payment'),
  placeholderRoute('Visitors', 'Visitors'),
  placeholderRoute('Visitors/VisitorNew/:userId', 'Visitor profile'),
  placeholderRoute('Friends', 'Matches'),
  placeholderRoute('Friends/FriendsNew/:userId', 'Match profile'),
  placeholderRoute('FriendRequests', 'Super likes'),
  placeholderRoute('FriendRequest', 'Super likes'),
  placeholderRoute('FriendRequest/FriendRequestNew/:userId', 'Super like profile'),
  placeholderRoute('LikeRequests', 'Likes'),
  placeholderRoute('LikeRequest/LikeRequestNew/:userId', 'Like profile'),
  placeholderRoute('FindNewPeople', 'Find new people'),
  placeholderRoute('Explore', 'Explore'),
  placeholderRoute('Message', 'Messages'),
  placeholderRoute('Message/MessageNew/:receiverId/:chatId', 'Chat'),
  placeholderRoute('Help', 'Help'),
  placeholderRoute('Help/:id', 'Help'),
  { path: 'NotFound', ...lazyScreen(notFound, (m) => m.NotFoundScreen) },
  { path: '*', element: <Navigate to="/app/NotFound" replace /> },
];
