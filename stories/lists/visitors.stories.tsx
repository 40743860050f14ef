import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppRoutes } from '@/app/router';
import { paths } from '@/shared/routing/paths';
import { listStories } from './list-story-kit';

/** The Visitors list in the signed-in shell, on the seeded fake backend. */
const meta = {
  title: 'Lists/Visitors',
  component: AppRoutes,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = listStories({
  route: paths.visitors,
  heading: 'Visitors',
  call: 'webvisitors',
  emptyText: 'No Visitors',
  gated: true,
  profileHref: /^\/app\/Visitors\/VisitorNew\/\d+$/,
});

export const Regular: Story = stories.Regular;
export const Premium: Story = stories.Premium;
export const Empty: Story = stories.Empty;
export const Loading: Story = stories.Loading;
export const Failed: Story = stories.Failed;
