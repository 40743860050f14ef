/**
 * The four lists' screens (visitors, likes, super likes, matches), one lazy chunk for the route
 * table: each route imports this file, so Vite makes one chunk of it.
 */
export { LikesScreen } from './likes-screen';
export { MatchesScreen } from './matches-screen';
export { SuperLikesScreen } from './super-likes-screen';
export { VisitorsScreen } from './visitors-screen';
