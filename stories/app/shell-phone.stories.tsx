import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppRoutes } from '@/app/router';
import { screenWidth } from './screen-width';

/**
 * The signed-in shell on a phone: the top bar with the menu, and the tab bar at the bottom for the
 * four main places (the sidebar's names and counts), the current one marked.
 */
const meta = {
  title: 'App/Shell on a phone',
  component: AppRoutes,
  parameters: { layout: 'fullscreen', route: '/app/PeopleNear', persona: 'regular' },
  globals: { viewport: { value: 'mobile2' } },
  beforeEach: screenWidth(390),
} satisfies Meta<typeof AppRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const tabBar = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('navigation', { name: 'Quick navigation' }));

/** The seeded counts: Likes and Messages carry a badge, read out after the name. */
export const WithCounts: Story = {
  play: async ({ canvasElement }) => {
    const bar = await tabBar(canvasElement);
    await waitFor(() => expect(bar.getAllByTestId('tab-count')).toHaveLength(2));
    const links = bar.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['/app/PeopleNear', '/app/LikeRequests', '/app/Message', '/app/Profile']);
    await expect(links[0]).toHaveAccessibleName('People near you');
    await expect(links[0]).toHaveAttribute('aria-current', 'page');
    await expect(links[1]).toHaveAccessibleName(/^Likes, \d+ new$/);
    await expect(links[2]).toHaveAccessibleName(/^Messages, \d+ new$/);
    await expect(links[3]).toHaveAccessibleName('Profile');
    // The rest of the sidebar stays in the menu's drawer.
    await expect(within(canvasElement).getByRole('button', { name: 'Open the menu' })).toBeInTheDocument();
    await userEvent.click(links[3] ?? canvasElement);
    await waitFor(() => expect(bar.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page'));
    await expect(bar.getByRole('link', { name: 'People near you' })).not.toHaveAttribute('aria-current');
  },
};

/** Nothing new: no badge on any tab. */
export const Regular: Story = {
  parameters: {
    msw: [
      http.post('*/api/webgetcounts', () =>
        HttpResponse.json({ status: 'true', result: { message: '0', visitors: '0', superlike_request: '0', like_request: '0' } }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const bar = await tabBar(canvasElement);
    await expect(await within(canvasElement).findByRole('heading', { name: 'People near you' })).toBeInTheDocument();
    await expect(bar.getAllByRole('link').map((link) => link.textContent)).toEqual(['People near you', 'Likes', 'Messages', 'Profile']);
    await expect(bar.queryByTestId('tab-count')).not.toBeInTheDocument();
  },
};

/** Arabic: the same bar, its order mirrored (People near you at the right). */
export const Arabic: Story = {
  globals: { locale: 'ar', viewport: { value: 'mobile2' } },
  play: async ({ canvasElement }) => {
    const bar = within(await within(canvasElement).findByRole('navigation', { name: 'تنقل سريع' }));
    await expect(bar.getAllByRole('link')[0]).toHaveAccessibleName('أشخاص بالقرب منك');
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
