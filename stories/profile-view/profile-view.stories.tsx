import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ProfileViewScreen } from '@/features/profile-view/profile-view-screen';
import type { ProfileVariant } from '@/features/profile-view/variants';
import { PremiumGateProvider } from '@/member/premium/premium-gate';

/**
 * The profile views of others, on the seeded fake backend. Person 151 always liked the regular
 * demo member (liking back matches); 171 is one of the regular member's matches; 201 super liked
 * the premium member.
 */
function Screen({ variant }: { variant: ProfileVariant }) {
  return (
    <PremiumGateProvider>
      <ProfileViewScreen variant={variant} />
    </PremiumGateProvider>
  );
}

const meta = {
  title: 'Profile view/Profile view',
  component: Screen,
  args: { variant: 'explore' },
  parameters: {
    layout: 'fullscreen',
    persona: 'regular',
    route: '/app/PeopleNear/PeopleExplore/151',
    routePath: '/app/PeopleNear/PeopleExplore/:userId',
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A regular member on PeopleExplore: the photos, who they are, and a like that matches. */
export const Regular: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 1 });
    await expect(heading.textContent).toMatch(/, \d+$/);
    await expect(canvas.getByText('Lives In')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/app/PeopleNear');
    await userEvent.click(canvas.getByRole('button', { name: 'Like' }));
    await expect(await bodyOf(canvasElement).findByRole('dialog', { name: "It's a Match!" })).toBeInTheDocument();
  },
};

/** A premium member on the super-likes view: a super like asks "Are you sure ?" first. */
export const Premium: Story = {
  args: { variant: 'superLike' },
  parameters: {
    persona: 'premium',
    route: '/app/FriendRequest/FriendRequestNew/201',
    routePath: '/app/FriendRequest/FriendRequestNew/:userId',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Back' })).toHaveAttribute('href', '/app/FriendRequests');
    await userEvent.click(await canvas.findByRole('button', { name: 'Super Like' }));
    await expect(await bodyOf(canvasElement).findByRole('dialog', { name: 'Are you sure ?' })).toBeInTheDocument();
  },
};

/** The match view: unfriend and the message shortcut, no like. */
export const MatchView: Story = {
  args: { variant: 'match' },
  parameters: { route: '/app/Friends/FriendsNew/171', routePath: '/app/Friends/FriendsNew/:userId' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Message' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Unfriend' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument();
  },
};

/** The likes view spells the menu's second state "Unreport User". */
export const LikesViewReport: Story = {
  args: { variant: 'like' },
  parameters: { route: '/app/LikeRequest/LikeRequestNew/151', routePath: '/app/LikeRequest/LikeRequestNew/:userId' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 1 });
    const menu = await canvas.findByRole('button', { name: `Options for ${heading.textContent?.split(',')[0] ?? ''}` });
    await userEvent.click(menu);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Report User' }));
    await userEvent.click(within(await body.findByRole('dialog', { name: 'Are you sure ?' })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Are you sure ?' })).not.toBeInTheDocument());
    await userEvent.click(menu);
    await expect(await body.findByRole('menuitem', { name: 'Unreport User' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: {
    faults: { webprofilenew: 'no-answer' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loading the profile…'));
  },
};

/** Someone who filled in nothing: no photo (the default image), no job, no bio, no interests. */
export const Empty: Story = {
  parameters: {
    msw: [
      http.post('*/api/webprofilenew', () =>
        HttpResponse.json({
          status: 'true',
          result: {
            user_id: '151',
            user_name: 'Noor',
            age: '29',
            show_age: 'false',
            location: '',
            show_location: 'false',
            bio: '',
            job: '',
            company: '',
            school: '',
            imagess: [],
            interest_other: [],
            ex_web: '',
            premium_member: 'false',
            report: 'false',
            send_match: '0',
            loguser_image: '',
            user_image: '',
          },
        }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Noor, 29' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Noor has no photo yet' })).toBeInTheDocument();
    await expect(canvas.queryByText('Lives In')).not.toBeInTheDocument();
  },
};

/** A like the server refuses: its message, and the button usable again. */
export const LikeRefused: Story = {
  parameters: { faults: { webmatch: { message: 'This user is not available' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Like' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This user is not available');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Like' })).toBeEnabled());
  },
};
