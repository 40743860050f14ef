import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { preloadRoute } from '@/app/routes/preload-route';

describe('preloading the screens of an address', () => {
  function routeTable() {
    const preload = { shell: vi.fn(async () => undefined), deck: vi.fn(async () => undefined), profile: vi.fn(async () => undefined) };
    const routes: RouteObject[] = [
      {
        path: '/app',
        handle: { preload: preload.shell },
        children: [
          { path: '/app/PeopleNear', handle: { preload: preload.deck } },
          { path: '/app/Profile', handle: { preload: preload.profile } },
        ],
      },
      { path: '*' },
    ];
    return { routes, preload };
  }

  it('starts the shell and the screen together, and nothing else', () => {
    const { routes, preload } = routeTable();
    preloadRoute(routes, '/web/app/Profile', '/web');
    expect(preload.shell).toHaveBeenCalledOnce();
    expect(preload.profile).toHaveBeenCalledOnce();
    expect(preload.deck).not.toHaveBeenCalled();
  });

  it('passes over routes without a lazy screen and addresses outside the base', () => {
    const { routes, preload } = routeTable();
    preloadRoute(routes, '/web/nowhere', '/web');
    preloadRoute(routes, '/elsewhere/app/Profile', '/web');
    expect(Object.values(preload).every((load) => load.mock.calls.length === 0)).toBe(true);
  });
});
