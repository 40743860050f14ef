import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { memberById } from '@mocks/db/member-index';
import { updateMember } from '@mocks/domain/update-member';
import { demoAccounts } from '@mocks/seed/demo-accounts';
import { DeckScreen } from '@/features/deck/deck-screen';
import { PremiumGateProvider } from '@/member/premium/premium-gate';
import { STORY_WAIT } from '../support/story-wait';

/** The swipe deck (/app/PeopleNear) on the fake backend's handlers, for a regular and a premium member. */
function Deck({ revealDelayMs }: { revealDelayMs?: number }) {
  // The app shell mounts the premium gate once for every signed-in screen; a story mounts its own.
  return (
    <PremiumGateProvider>
      <DeckScreen revealDelayMs={revealDelayMs} />
    </PremiumGateProvider>
  );
}

/** A full webprofilenew answer for a person, the parts a story sets over it aside. */
function profileAnswer(friendId: string) {
  return {
    user_id: friendId,
    user_name: 'Someone',
    age: '30',
    show_age: 'false',
    location: 'Paris',
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
  };
}

const meta = {
  title: 'Deck/People near you',
  component: Deck,
  parameters: { layout: 'fullscreen', route: '/app/PeopleNear', persona: 'regular' },
  // The product's 2 s wait shows in Loading (and in the app and e2e); the other states skip it.
  args: { revealDelayMs: 0 },
} satisfies Meta<typeof Deck>;

export default meta;
type Story = StoryObj<typeof meta>;

async function topCard(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('article', {}, STORY_WAIT);
}

/** The skeleton holds the card's place while the deck waits and loads. */
export const Loading: Story = {
  args: { revealDelayMs: 2000 },
  parameters: {
    faults: { webgetpeople: 'no-answer' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Finding people near you…')).toBeInTheDocument();
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A regular member: the seeded liker on top, the round buttons, the premium prompt and the ad slot. */
export const Cards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await topCard(canvasElement);
    await expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(/, \d+$/);
    for (const name of ['Rewind', 'Nope', 'Super like', 'Like']) await expect(canvas.getByRole('button', { name })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Boost' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Filter' })).toHaveAttribute('href', '/app/Filter');
    await expect(canvas.getByRole('button', { name: /Become a Premium Member/ })).toBeInTheDocument();
    await expect(canvas.getByRole('switch', { name: 'Keyboard shortcuts' })).toBeChecked();
    await expect(await canvas.findByRole('complementary', { name: 'Advertisement' })).toBeInTheDocument();
  },
};

/** The top card's way into the person's profile: the info button (a tab stop) and the name, both to PeopleExplore. */
export const ProfileWayIn: Story = {
  play: async ({ canvasElement }) => {
    const card = await topCard(canvasElement);
    const name = card.getAttribute('aria-label') ?? '';
    const href = `/app/PeopleNear/PeopleExplore/${card.getAttribute('data-person-id') ?? ''}`;
    const info = within(card).getByRole('link', { name: `View ${name}'s profile` });
    await expect(info).toHaveAttribute('href', href);
    await expect(within(card).getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    info.focus();
    await expect(info).toHaveFocus();
  },
};

/** The top card with what helps a decision: two lines of the bio and the first interests as chips (from the person's profile). */
export const CardWithDetails: Story = {
  parameters: {
    msw: [
      http.post('*/api/webprofilenew', async ({ request }) => {
        const form = await request.formData();
        return HttpResponse.json({
          status: 'true',
          result: {
            ...profileAnswer(String(form.get('friend_id'))),
            bio: 'Weekend hikes, bad puns and the best ramen in town. Looking for someone to share a table and a long walk after it.',
            interest_other: ['Hiking', 'Cooking', 'Travel', 'Photography', 'Jazz', 'Yoga'],
          },
        });
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const card = await topCard(canvasElement);
    await expect(await within(card).findByText(/^Weekend hikes, bad puns/, {}, STORY_WAIT)).toBeInTheDocument();
    const chips = within(within(card).getByRole('list', { name: 'Interests' })).getAllByRole('listitem');
    await expect(chips.map((chip) => chip.textContent)).toEqual(['Hiking', 'Cooking', 'Travel', 'Photography', '+2']);
    await expect(chips[4]).toHaveAccessibleName('2 more interests');
  },
};

/** A person with no bio and no interests: name, age and place only, as before. */
export const CardWithoutDetails: Story = {
  parameters: {
    msw: [
      http.post('*/api/webprofilenew', async ({ request }) => {
        const form = await request.formData();
        return HttpResponse.json({ status: 'true', result: { ...profileAnswer(String(form.get('friend_id'))), bio: '', interest_other: [] } });
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const card = await topCard(canvasElement);
    await waitFor(() => expect(card.querySelector('[data-details-pending]')).toBeNull(), STORY_WAIT);
    await expect(within(card).queryByRole('list', { name: 'Interests' })).not.toBeInTheDocument();
    await expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(/, \d+$/);
  },
};

/** A premium member: no premium prompt, and no ad (the house ad sells premium: ad-choice.ts). */
export const Premium: Story = {
  parameters: { persona: 'premium' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await topCard(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Become a Premium Member/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('complementary', { name: 'Advertisement' })).not.toBeInTheDocument();
  },
};

/** Liking the person who already liked the member: "It's a Match!" with both photos and Send message. */
export const MatchDialogOpen: Story = {
  play: async ({ canvasElement }) => {
    await topCard(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Like' }));
    const dialog = await screen.findByRole('dialog', { name: "It's a Match!" });
    await expect(within(dialog).getAllByRole('img')).toHaveLength(2);
    await expect(within(dialog).getByRole('button', { name: 'Send message' })).toBeInTheDocument();
  },
};

/** A nope moves to the next card and is announced. */
export const Noped: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = (await topCard(canvasElement)).getAttribute('aria-label') ?? '';
    await userEvent.click(canvas.getByRole('button', { name: 'Nope' }));
    await expect(await canvas.findByText(`You passed on ${first}`)).toBeInTheDocument();
    await expect(canvas.getByRole('article')).not.toHaveAttribute('aria-label', first);
  },
};

/** A regular member's rewind opens the premium popup. */
export const RewindRegular: Story = {
  play: async ({ canvasElement }) => {
    await topCard(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Rewind' }));
    await expect(await screen.findByRole('dialog', { name: 'Become a Premium Member' })).toBeInTheDocument();
  },
};

/** A regular member has no super likes: the super-like purchase popup opens, and the card stays. */
export const OutOfSuperLikes: Story = {
  play: async ({ canvasElement }) => {
    const first = (await topCard(canvasElement)).getAttribute('aria-label') ?? '';
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Super like' }));
    await expect(await screen.findByRole('dialog', {}, STORY_WAIT)).toBeInTheDocument();
    // Behind the popup (hidden from the accessibility tree while it is open), the same person is back on top.
    await expect(await within(canvasElement).findByRole('article', { name: first, hidden: true }, STORY_WAIT)).toBeInTheDocument();
  },
};

/** Any other refusal of a like shows the server's message. */
export const LikeRefused: Story = {
  parameters: { faults: { webmatch: { message: 'This user is not available' } } },
  play: async ({ canvasElement }) => {
    await topCard(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Like' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('This user is not available');
  },
};

/** The deck could not load: a visible retry. */
export const LoadFailed: Story = {
  parameters: { faults: { webgetpeople: 'server-error' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, STORY_WAIT)).toHaveTextContent('Something went wrong. Please try again.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

const noPeople = [http.post('*/api/webgetpeople', () => HttpResponse.json({ status: 'true', peoples: [] }))];

/** Nobody near: the empty state; Change Location offers premium to a regular member. */
export const EmptyRegular: Story = {
  parameters: { msw: noPeople },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No people in your location', {}, STORY_WAIT)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Change Location' }));
    await expect(await screen.findByRole('dialog', { name: 'Become a Premium Member' })).toBeInTheDocument();
  },
};

/** Nobody near, premium: Change Location opens the location dialog. */
export const EmptyPremium: Story = {
  parameters: { msw: noPeople, persona: 'premium' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No people in your location', {}, STORY_WAIT)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Change Location' }));
    await expect(await screen.findByRole('dialog', { name: 'Location' })).toBeInTheDocument();
  },
};

/** Premium with boosts left: Use Boost, then "Boost is active" with the count left. */
export const BoostUse: Story = {
  parameters: { persona: 'premium' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Boost' }));
    const dialog = await screen.findByRole('dialog', { name: 'Use Boost' });
    await expect(dialog).toHaveTextContent('Be the top profile in your area for 30minutes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use Boost' }));
    const active = await screen.findByRole('dialog', { name: 'Boost is active' });
    await expect(active).toHaveTextContent('Boosts left: 1');
  },
};

/** A boost already running. */
export const BoostActive: Story = {
  parameters: { persona: 'premium', msw: [http.post('*/api/webcheckboost', () => HttpResponse.json({ status: 'true', boost_count: '3' }))] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Boost' }));
    await expect(await screen.findByRole('dialog', { name: 'Boost is active' })).toHaveTextContent('Boosts left: 3');
  },
};

/** No boost left: the boost purchase popup. */
export const BoostBuy: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Boost' }));
    await expect(await screen.findByRole('dialog', { name: 'Boost your profile' })).toBeInTheDocument();
  },
};

/** Activation refused: the boost purchase popup instead. */
export const BoostActivationRefused: Story = {
  parameters: {
    persona: 'premium',
    faults: { webactivateboost: { message: 'You have no boosts left', fields: { boost_count: '0' } } },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Boost' }));
    const dialog = await screen.findByRole('dialog', { name: 'Use Boost' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use Boost' }));
    // The boost packs (openOffer('boost')) replace it.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Use Boost' })).not.toBeInTheDocument());
    await expect(await screen.findByRole('dialog', { name: 'Boost your profile' })).toBeInTheDocument();
  },
};

/** A check answer neither 'true' nor 'false': an error status, no popup. */
export const BoostError: Story = {
  parameters: { persona: 'premium', msw: [http.post('*/api/webcheckboost', () => HttpResponse.json({ status: 'maybe', boost_count: '1' }))] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Boost' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The boost could not be checked. Please try again.');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** The member's swipe setting is '1': a nope asks "Remove related matches ?"; No (like Yes) resets it. */
export const RemoveRelatedMatches: Story = {
  beforeEach: async () => {
    await updateMember(demoAccounts.regular.user_id, (record) => {
      record.swipe = '1';
    });
  },
  play: async ({ canvasElement }) => {
    await topCard(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Nope' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove related matches ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove related matches ?' })).not.toBeInTheDocument());
    await waitFor(() => expect(memberById(demoAccounts.regular.user_id)?.swipe).toBe('0'));
  },
};
