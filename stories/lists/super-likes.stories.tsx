import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppRoutes } from '@/app/router';
import { paths } from '@/shared/routing/paths';
import { listStories } from './list-story-kit';

/** The Super likes list in the signed-in shell, on the seeded fake backend. */
const meta = {
  title: 'Lists/Super likes',
  component: AppRoutes,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = listStories({
  route: paths.superLikes,
  heading: 'Super likes',
  call: 'webfriendrequests',
  emptyText: 'No Super likes',
  gated: false,
  profileHref: /^\/app\/FriendRequest\/FriendRequestNew\/\d+$/,
});

export const Regular: Story = stories.Regular;
export const Premium: Story = stories.Premium;
export const Empty: Story = stories.Empty;
export const Loading: Story = stories.Loading;
export const Failed: Story = stories.Failed;
