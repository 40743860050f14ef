import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppRoutes } from '@/app/router';
import { paths } from '@/shared/routing/paths';
import { listStories } from './list-story-kit';

/** The Likes list in the signed-in shell, on the seeded fake backend. */
const meta = {
  title: 'Lists/Likes',
  component: AppRoutes,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = listStories({
  route: paths.likes,
  heading: 'Likes',
  call: 'webfriendrequests',
  emptyText: 'No Likes',
  gated: true,
  profileHref: /^\/app\/LikeRequest\/LikeRequestNew\/\d+$/,
});

/** A regular member: the banner above the blurred likers. */
export const Regular: Story = {
  ...stories.Regular,
  play: async (context) => {
    await stories.Regular.play?.(context);
    await expect(within(context.canvasElement).getByRole('heading', { name: 'See who likes you' })).toBeInTheDocument();
    await expect(within(context.canvasElement).getByRole('button', { name: 'Load More !' })).toBeInTheDocument();
  },
};
export const Premium: Story = stories.Premium;
/** Nobody liked yet: "No Likes", and a way to a better profile. */
export const Empty: Story = {
  ...stories.Empty,
  play: async (context) => {
    await stories.Empty.play?.(context);
    const link = within(context.canvasElement).getByRole('link', { name: 'Update your profile' });
    await expect(link).toHaveAttribute('href', paths.editProfile);
  },
};
export const Loading: Story = stories.Loading;
export const Failed: Story = stories.Failed;
