import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AppRoutes } from '@/app/router';
import { readSession } from '@/shared/session/session';
import { paths } from '@/shared/routing/paths';
import { signIn } from '@mocks/testing/sign-in';
import { renderScreen } from '../../support/render';
import { goOffline, goOnline } from './browser-offline';

/**
 * The signed-in area while the browser is offline (docs/product/offline.md): the banner says it once, what is
 * loaded stays, a screen not loaded yet waits for the network rather than failing, and all comes back with it.
 */
const BANNER = 'You are offline. You can still read what is already loaded.';

function offlineStatuses() {
  return screen.queryAllByRole('status').filter((status) => /offline|hors ligne|غير متصل/.test(status.textContent));
}

afterEach(() => goOnline());

describe('offline, in the signed-in area', () => {
  it('says so once in a status banner, keeps what is loaded, waits for the rest, and clears when back', async () => {
    await renderScreen(<AppRoutes />, { route: paths.visitors, as: 'regular' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Visitors' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(offlineStatuses()).toHaveLength(0);

    goOffline();
    // A status, in a polite live region that was there before it (so it is announced as it appears).
    const banner = (await screen.findByText(BANNER)).closest('[role="status"]');
    expect(banner).not.toBeNull();
    expect(banner?.parentElement).toHaveAttribute('aria-live', 'polite');

    // A screen never loaded: it waits, saying why, with no error and no second announcement.
    await userEvent.click(within(nav).getByRole('link', { name: 'Matches' }));
    expect(await screen.findByText('You are offline: this will load once you are back online.')).toBeInTheDocument();
    // The chat list too, whose rows wait for the app of the day's answer as well.
    await userEvent.click(within(nav).getByRole('link', { name: /^Messages/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(await screen.findByText('You are offline: this will load once you are back online.')).toBeInTheDocument();
    // Back to what was loaded: still there, from the cache.
    await userEvent.click(within(nav).getByRole('link', { name: /^Visitors/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Visitors' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(offlineStatuses()).toHaveLength(1);
    // Failed reads are not a lost session.
    expect(readSession()).not.toBeNull();

    await userEvent.click(within(nav).getByRole('link', { name: 'Matches' }));
    goOnline();
    expect(await screen.findByRole('heading', { level: 1, name: 'Matches' })).toBeInTheDocument();
    await expect.poll(() => screen.queryByText('You are offline: this will load once you are back online.')).toBeNull();
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
    expect(offlineStatuses()).toHaveLength(0);
  });

  it.each([
    ['fr', 'Vous êtes hors ligne. Vous pouvez lire ce qui est déjà chargé.'],
    ['ar', 'أنت غير متصل بالإنترنت. يمكنك قراءة ما تم تحميله.'],
  ] as const)('says it in %s', async (language, text) => {
    await renderScreen(<AppRoutes />, { route: paths.visitors, as: 'regular', language });
    await screen.findByRole('navigation');
    goOffline();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(offlineStatuses()).toHaveLength(1);
  });

  it('knows it from the start when the page opens offline, with no event to hear', async () => {
    await signIn('regular');
    goOffline({ event: false });
    await renderScreen(<AppRoutes />, { route: paths.visitors });
    expect(await screen.findByText(BANNER)).toBeInTheDocument();
    expect(readSession()).not.toBeNull();
  });
});
