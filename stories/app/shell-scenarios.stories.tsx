import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppRoutes } from '@/app/router';

/**
 * The signed-in shell on data made by the named scenarios (mocks/scenarios),
 * the same ones the unit tests and the demo controls apply: `parameters.scenario`.
 */
const meta = {
  title: 'App/Shell scenarios',
  component: AppRoutes,
  parameters: { layout: 'fullscreen', route: '/app/PeopleNear' },
} satisfies Meta<typeof AppRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member nobody has seen, liked or messaged yet: no badge anywhere. */
export const EmptyAccount: Story = {
  parameters: { scenario: 'empty-account' },
  play: async ({ canvasElement }) => {
    const nav = await within(canvasElement).findByRole('navigation', { name: 'Main' });
    await expect(await within(nav).findByRole('link', { name: 'Visitors' })).toBeInTheDocument();
    await expect(within(nav).getByRole('link', { name: 'Messages' })).toBeInTheDocument();
    await expect(within(nav).getByRole('link', { name: 'Likes' })).toBeInTheDocument();
  },
};

/** A chat of 20 messages, the last two unread: the Messages badge adds them to the seed's four. */
export const UnreadChat: Story = {
  parameters: { persona: 'regular', scenario: 'chat-of-20-messages' },
  play: async ({ canvasElement }) => {
    const nav = await within(canvasElement).findByRole('navigation', { name: 'Main' });
    await expect(await within(nav).findByRole('link', { name: /Messages\s*6/ })).toBeInTheDocument();
  },
};
