import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExploreScreen } from '@/features/explore/explore-screen';
import { teaserPeople } from '@/features/explore/teaser-people';
import { paths } from '@/shared/routing/paths';
import { server } from '@mocks/node';
import { renderScreen } from '../support/render';

// One journey through the screen and its popup: on a loaded two-core machine that can take longer than 5 s.
vi.setConfig({ testTimeout: 30_000 });

/** Every request that reaches the fake backend while it runs, whatever the call. */
function recordAllRequests() {
  const urls: string[] = [];
  const listener = ({ request }: { request: Request }) => void urls.push(request.url);
  server.events.on('request:start', listener);
  return { urls, stop: () => server.events.removeListener('request:start', listener) };
}

describe('Explore', () => {
  it("shows the teaser grid of sample people and the 'Find unlimited people' banner, with no call", async () => {
    const requests = recordAllRequests();
    // No persona: a sign-in's own calls would blur the count; the teaser needs nobody's data.
    await renderScreen(<ExploreScreen />, { route: paths.explore, path: paths.explore });
    expect(await screen.findByRole('heading', { name: 'Explore', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Find unlimited people' })).toBeInTheDocument();
    const cards = within(screen.getByRole('region', { name: 'People you could meet' })).getAllByRole('button');
    expect(cards).toHaveLength(teaserPeople.length);
    expect(screen.getByRole('button', { name: 'Maya, 26, Lisbon: Join Premium to see more' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Someone in Berlin: Join Premium to see who' })).toBeInTheDocument();
    // Every photo is one of the screen's own files, never a member's.
    for (const image of document.querySelectorAll('img')) expect(image.getAttribute('src')).toMatch(/sample-\d\.svg/);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Join Premium' }));
    const popup = await screen.findByRole('dialog', { name: 'Join Premium' });
    expect(within(popup).getByRole('list', { name: 'Sample plans' })).toBeInTheDocument();
    expect(within(popup).getByText('$9.99')).toBeInTheDocument();
    expect(within(popup).getByText('3 months')).toBeInTheDocument();
    expect(within(popup).getByRole('link', { name: 'Continue' })).toHaveAttribute('href', paths.premiumPayment);
    await user.click(within(popup).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // A sample person's card opens the same popup.
    await user.click(screen.getByRole('button', { name: 'Someone in Berlin: Join Premium to see who' }));
    expect(await screen.findByRole('dialog', { name: 'Join Premium' })).toBeInTheDocument();

    requests.stop();
    expect(requests.urls).toEqual([]);
  });
});
