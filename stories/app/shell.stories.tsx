import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { AppRoutes } from '@/app/router';

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

export const RegularMember: Story = { parameters: { persona: 'regular' } };

export const PremiumMember: Story = { parameters: { persona: 'premium' } };

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
};

/** The profile is on its way: the frame shows with a loading state. */
export const Loading: Story = {
  parameters: {
    persona: 'regular',
    msw: [
      http.post('*/api/webprofile', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    ],
  },
};

/** The profile cannot be read: the session ends and the login shows (spec 1 section 8). */
export const ProfileFails: Story = {
  parameters: { persona: 'regular', msw: [http.post('*/api/webprofile', () => new HttpResponse(null, { status: 500 }))] },
};

export const Narrow: Story = {
  parameters: { persona: 'premium', viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1' } },
};
