import { act } from '@testing-library/react';
import { Suspense } from 'react';
import { matchRoutes, useNavigate, type NavigateFunction } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes, routeTable } from '@/app/router';
import type { RouteHandle } from '@/app/routes/lazy-screen';
import { paths } from '@/shared/routing/paths';
import { seededChat } from '@mocks/seed/demo-chat-names';
import { renderScreen } from '../support/render';

/** The preload of every lazy screen the address leads to, spied on (a lazy screen's own render calls it otherwise). */
function spyOnPreloads(path: string) {
  const lazyRoutes = (matchRoutes(routeTable, path) ?? []).map(({ route }) => route.handle as RouteHandle | undefined).filter((handle) => handle?.preload);
  return lazyRoutes.map((handle) => vi.spyOn(handle as RouteHandle, 'preload'));
}

describe('a move within the app', () => {
  it('starts loading every lazy screen of the new address at once, not each after the one above it renders', async () => {
    const { partnerId, chatId } = seededChat('hiking');
    const chat = paths.chat.to({ receiverId: partnerId, chatId });
    // The shell, the messages area and the chat.
    const preloads = spyOnPreloads(chat);
    expect(preloads).toHaveLength(3);

    let navigate: NavigateFunction = () => undefined;
    function Mover() {
      navigate = useNavigate();
      return null;
    }
    await renderScreen(
      <>
        <Mover />
        <Suspense fallback={null}>
          <AppRoutes />
        </Suspense>
      </>,
      { route: '/nowhere' },
    );
    for (const preload of preloads) expect(preload).not.toHaveBeenCalled();

    await act(async () => void navigate(chat));
    for (const preload of preloads) expect(preload).toHaveBeenCalled();
  });
});
