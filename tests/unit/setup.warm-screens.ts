import type { RouteObject } from 'react-router';
import { beforeAll } from 'vitest';
import { routeTable } from '@/app/router';
import type { RouteHandle } from '@/app/routes/lazy-screen';

/**
 * The 'dom' project's files share a worker's modules (vitest.config.ts): every lazy screen of the route table is
 * loaded (its chunk and English texts) before the worker's first file, once, rather than by the first test that
 * renders it. That test's render would otherwise suspend while the screen's modules are transformed, and React
 * holds a revealed screen back 300 ms more.
 */
function handlesOf(routes: RouteObject[]): RouteHandle[] {
  return routes.flatMap((route) => [...(route.handle ? [route.handle as RouteHandle] : []), ...handlesOf(route.children ?? [])]);
}

/**
 * What the app and the fake backend load on first use, as they do in a browser: the contract with the first call,
 * a dialog's content, the chat, a fake third party. Loaded first by a test, its transform took the time of a
 * press's answer, and which file met it depended on the order the worker ran its files: a chat's send or a
 * location's save under the movable clock then failed in one order and passed in another.
 */
const loadedOnFirstUse = [
  () => import('@/shared/api/contract'),
  () => import('@/shared/api/contract/common'),
  () => import('@/shared/api/contract/chat'),
  () => import('@/shared/api/contract/profile'),
  () => import('@/shared/chat/chat-hub'),
  () => import('@/shared/chat/first-message'),
  () => import('@/shared/ui/dialog-frame'),
  () => import('@/app/shell/menu-drawer'),
  () => import('@/member/location/location-dialog-content'),
  () => import('@/member/match/match-dialog-content'),
  () => import('@/features/account/components/forgot-password-dialog'),
  () => import('@/features/signup/components/signup-wizard'),
  () => import('@/features/signup/components/verification-tab'),
  () => import('@/features/signup/components/webcam-dialog'),
  () => import('@mocks/chat-server/mock-socket-server'),
  () => import('@mocks/fakes/places'),
  () => import('@mocks/fakes/payments'),
  () => import('@mocks/fakes/social-login-window'),
];

/**
 * The first file of a worker transforms the whole app here (every screen, on a clean clone's empty Vite cache):
 * beside the other checks of `npm test` on two busy cores that took more than a test's 10 s, and a hook that times
 * out tears the environment down under the imports still on their way, which fails every later file of the worker
 * ("Cannot load … after the environment was torn down"). Later files find it all loaded and wait for nothing.
 */
const FIRST_LOAD_BOUND_MS = 60_000;

beforeAll(
  () => Promise.all([...handlesOf(routeTable).map((handle) => handle.preload()), ...loadedOnFirstUse.map((load) => load())]),
  FIRST_LOAD_BOUND_MS,
);
