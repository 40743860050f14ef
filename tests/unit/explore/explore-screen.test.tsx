import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ExploreScreen } from '@/features/explore/explore-screen';
import { teaserPeople } from '@/features/explore/teaser-people';
import { changeLanguage } from '@/shared/i18n/i18n';
import { paths } from '@/shared/routing/paths';
import { renderScreen } from '../support/render';
import { countCalls } from '../support/requests';



describe('Explore', () => {
  it("shows the teaser grid of sample people and the 'Find unlimited people' banner, with no call", async () => {
    const requests = countCalls();
    // No persona: a sign-in's own calls would blur the count; the teaser needs nobody's data.
    await renderScreen(<ExploreScreen />, { route: paths.explore, path: paths.explore });
    expect(await screen.findByRole('heading', { name: 'Explore', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Find unlimited people' })).toBeInTheDocument();
    const cards = within(screen.getByRole('region', { name: 'People you could meet' })).getAllByRole('button');
    expect(cards).toHaveLength(teaserPeople.length);
    expect(screen.getByRole('button', { name: 'Maya, 26, 2 km away: Join Premium to see more' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Someone 6 km away: Join Premium to see who' })).toBeInTheDocument();
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
    await user.click(screen.getByRole('button', { name: 'Someone 6 km away: Join Premium to see who' }));
    expect(await screen.findByRole('dialog', { name: 'Join Premium' })).toBeInTheDocument();

    requests.stop();
    expect(requests.requests.map((request) => request.url)).toEqual([]);
  });
});

describe("Explore's sample people read as nearby", () => {
  it.each<['en' | 'fr' | 'ar', string, RegExp, string]>([
    ['en', 'People you could meet', /^\d km away$/, 'Maya, 26, 2 km away: Join Premium to see more'],
    ['fr', 'Des personnes que vous pourriez rencontrer', /^à \d km$/, 'Maya, 26, à 2 km : devenez Premium pour en voir plus'],
    ['ar', 'أشخاص قد تلتقي بهم', /^على بعد \d كم$/, 'Maya، 26، على بعد 2 كم: انضم إلى العضوية المميزة لترى المزيد'],
  ])('in %s every tile says a few km away, and none a far city', async (language, regionName, distance, firstName) => {
    await renderScreen(<ExploreScreen />, { route: paths.explore, path: paths.explore });
    await act(() => changeLanguage(language));
    const people = await screen.findByRole('region', { name: regionName });
    const tiles = within(people).getAllByRole('button');
    expect(tiles).toHaveLength(teaserPeople.length);
    expect(tiles[0]).toHaveAccessibleName(firstName);
    for (const tile of tiles) {
      const lines = [...tile.querySelectorAll('span > span')].map((line) => line.textContent ?? '');
      expect(lines.some((line) => distance.test(line)), tile.textContent ?? '').toBe(true);
      expect(tile.textContent).not.toMatch(/Lisbon|Madrid|Casablanca|Rome|Berlin|Beirut|Brussels|Lyon/);
      expect(tile.getAttribute('aria-label')).not.toMatch(/Lisbon|Madrid|Casablanca|Rome|Berlin|Beirut|Brussels|Lyon/);
    }
  });

  it('loads every illustration at once, none waits for a scroll', async () => {
    await renderScreen(<ExploreScreen />, { route: paths.explore, path: paths.explore });
    const images = document.querySelectorAll('img');
    expect(images).toHaveLength(teaserPeople.length);
    for (const image of images) expect(image).not.toHaveAttribute('loading', 'lazy');
  });
});
