import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, within } from 'storybook/test';
import { AppRoutes } from '@/app/router';
import { STORY_WAIT } from '../support/story-wait';

/**
 * The signed-in shell with its sidebar, for each kind of member, on the fake
 * backend's handlers. It renders the app's own routes at /app/PeopleNear.
 */
const meta = {
  title: 'App/Shell',
  component: AppRoutes,
  parameters: { layout: 'fullscreen', route: '/app/PeopleNear' },
} satisfies Meta<typeof AppRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sidebar in order (docs/product/screens-and-routes.md#shell-and-sidebar), with the counts of webgetcounts; the member's name without a Premium badge. */
export const RegularMember: Story = {
  parameters: { persona: 'regular' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Main' });
    // The seed decides the counts (every demo account has more than a page of each).
    await expect(await within(nav).findByRole('link', { name: /Visitors\s*\d+/ })).toHaveAttribute('href', '/app/Visitors');
    await expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'People near you',
      'Find new people',
      expect.stringMatching(/^Visitors\d+$/),
      expect.stringMatching(/^Messages\d+$/),
      'Feeds',
      'Matches',
      expect.stringMatching(/^Super likes \(\d+\)$/),
      expect.stringMatching(/^Likes \(\d+\)$/),
      'Help',
      'Profile',
      'Settings',
    ]);
    await expect(await canvas.findByText('Alex')).toBeInTheDocument();
    await expect(canvas.queryByText('Premium')).not.toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { name: 'People near you' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  },
};

/** A premium member: the name with the Premium badge. */
export const PremiumMember: Story = {
  parameters: { persona: 'premium' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Sam')).toBeInTheDocument();
    await expect(canvas.getByText('Premium')).toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  },
};

/** Nothing new: every badge is hidden at '0'. */
export const NoCounts: Story = {
  parameters: {
    persona: 'regular',
    msw: [
      http.post('*/api/webgetcounts', () =>
        HttpResponse.json({ status: 'true', result: { message: '0', visitors: '0', superlike_request: '0', like_request: '0' } }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Alex')).toBeInTheDocument();
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    for (const name of ['Visitors', 'Messages', 'Super likes', 'Likes']) {
      await expect(nav.getByRole('link', { name })).toBeInTheDocument();
    }
    await expect(nav.queryByText(/\d/)).not.toBeInTheDocument();
  },
};

/** The profile is on its way: the frame shows with a loading state. */
export const Loading: Story = {
  parameters: {
    persona: 'regular',
    faults: { webprofile: 'no-answer' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('main')).toContainElement(canvas.getByRole('status'));
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'People near you' })).not.toBeInTheDocument();
  },
};

/** The profile cannot be read: the session ends and the login shows (docs/product/flows.md#session). */
export const ProfileFails: Story = {
  parameters: { persona: 'regular', faults: { webprofile: 'server-error' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Welcome back' }, STORY_WAIT)).toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  },
};

/** On a phone the sidebar opens as a drawer from the menu button. */
export const Narrow: Story = {
  parameters: { persona: 'premium', viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open the menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await expect(within(drawer).getByRole('link', { name: 'People near you' })).toHaveAttribute('href', '/app/PeopleNear');
  },
};
