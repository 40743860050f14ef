import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppRoutes } from '@/app/router';
import { paths } from '@/shared/routing/paths';
import { listStories } from './list-story-kit';
import { STORY_WAIT } from '../support/story-wait';

/** The Matches list in the signed-in shell, on the seeded fake backend. */
const meta = {
  title: 'Lists/Matches',
  component: AppRoutes,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = listStories({
  route: paths.matches,
  heading: 'Matches',
  call: 'webfriendslist',
  emptyText: 'No Matches',
  gated: false,
  profileHref: /^\/app\/Friends\/FriendsNew\/\d+$/,
});

export const Regular: Story = stories.Regular;
export const Premium: Story = stories.Premium;
export const Empty: Story = stories.Empty;
export const Loading: Story = stories.Loading;
export const Failed: Story = stories.Failed;

/** The Online filter: only the matches online now (sort=online). */
export const OnlineFilter: Story = {
  parameters: { persona: 'regular', route: paths.matches },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Matches' }, STORY_WAIT);
    await userEvent.click(canvas.getByRole('tab', { name: 'Online' }));
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Online' })).toHaveAttribute('aria-selected', 'true'), STORY_WAIT);
    const online = await canvas.findByRole('list', { name: 'Matches' }, STORY_WAIT);
    for (const link of within(online).getAllByRole('link')) await expect(within(link).getByRole('img', { name: 'Online' })).toBeInTheDocument();
  },
};

/** A search by name: the list follows the typed text once typing pauses; nobody found says No Matches. */
export const Search: Story = {
  parameters: { persona: 'regular', route: paths.matches },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Matches' }, STORY_WAIT);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search matches' }), 'zzz');
    await expect(await canvas.findByText('No Matches', {}, STORY_WAIT)).toBeInTheDocument();
  },
};

/** Arabic: the texts and the right-to-left layout. */
export const Arabic: Story = {
  parameters: { persona: 'premium', route: paths.matches },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'التطابقات' }, STORY_WAIT)).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'كل التطابقات' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
