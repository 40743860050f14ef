import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MessagesScreen } from '@/features/messages/messages-screen';
import { STORY_WAIT } from '../support/story-wait';

/**
 * /app/Message on the fake backend's seeded chats: the regular member has ten, a
 * favourite, two unread, a blocked pair each way and the app of the day above.
 */
const meta = {
  title: 'Messages/Chat list',
  component: MessagesScreen,
  parameters: { layout: 'fullscreen', route: '/app/Message', persona: 'regular' },
} satisfies Meta<typeof MessagesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const chatRows = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('list', { name: 'Chats' }, STORY_WAIT)).getAllByRole('listitem');

/** 8 chats, the unread ones bold with their count, the last texts decrypted, one starred. */
export const Regular: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await chatRows(canvasElement)).toHaveLength(8);
    await expect(canvas.getByRole('link', { name: /I'll send you a photo later/ })).toHaveAccessibleName(/2 unread messages/);
    await expect(canvas.getByRole('button', { name: /App of the day/ })).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /^Favorite / }).filter((star) => star.getAttribute('aria-pressed') === 'true')).toHaveLength(1);
  },
};

/** Load More: the two older chats (the blocked pairs), then no more button. */
export const LoadMore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Load More' }, STORY_WAIT));
    await waitFor(async () => expect(await chatRows(canvasElement)).toHaveLength(10));
    await expect(canvas.getAllByText('Blocked')).toHaveLength(2);
  },
};

/** The Unread filter: only the two chats with messages waiting. */
export const UnreadFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chatRows(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter chats' }), 'Unread');
    await waitFor(async () => expect(await chatRows(canvasElement)).toHaveLength(2));
  },
};

/** A search that found nothing says so (not "Start the chat!": the member has chats, none by this name). */
export const SearchFoundNothing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chatRows(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search chats' }), 'nobody-by-this-name');
    await expect(await canvas.findByText('No chat fits this search or filter.', {}, STORY_WAIT)).toBeInTheDocument();
    await expect(canvas.queryByText('Start the chat!')).not.toBeInTheDocument();
  },
};

/** The premium member's chats: the same list (nothing in it is premium-only). */
export const Premium: Story = {
  parameters: { persona: 'premium' },
  play: async ({ canvasElement }) => {
    await expect((await chatRows(canvasElement)).length).toBeGreaterThan(0);
    await expect(within(canvasElement).getByRole('combobox', { name: 'Filter chats' })).toHaveValue('all');
  },
};

/** App of the day: its dialog with the slider, the text and the Open link. */
export const AppOfTheDay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /App of the day/ }, STORY_WAIT));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Amora Events' }, STORY_WAIT);
    await expect(within(dialog).getByRole('link', { name: /^Open/ })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(within(dialog).getAllByRole('button', { name: /^Photo \d of 3$/ })).toHaveLength(3);
  },
};

/** Skeleton rows while the list loads, announced as loading. */
export const Loading: Story = {
  parameters: {
    faults: { webgetchat: 'no-answer' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loading the chats…'));
    await expect(canvas.queryByRole('list', { name: 'Chats' })).not.toBeInTheDocument();
  },
};

/** A new member with no chat: "No Message" / "Start the chat!", and the ways on: the matches, the deck. */
export const Empty: Story = {
  parameters: { scenario: 'empty-account' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No Message', level: 2 }, STORY_WAIT)).toBeInTheDocument();
    await expect(canvas.getByText('Start the chat!')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'See your matches' })).toHaveAttribute('href', '/app/Friends');
    await expect(canvas.getByRole('link', { name: 'Go swiping' })).toHaveAttribute('href', '/app/PeopleNear');
  },
};

/** The server answers status 'false': the empty state (docs/product/messages.md#where-a-failure-leads). */
export const Refused: Story = {
  parameters: { faults: { webgetchat: { message: 'Something is wrong' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No Message', {}, STORY_WAIT)).toBeInTheDocument();
    await expect(canvas.getByText('Start the chat!')).toBeInTheDocument();
  },
};

/** The list cannot load (no answer): the message and a retry. */
export const LoadFailed: Story = {
  parameters: { faults: { webgetchat: 'network-failure' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, STORY_WAIT)).toHaveTextContent(
      'The chats could not be loaded. Check your connection and try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Arabic: translated and mirrored. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'الرسائل' }, STORY_WAIT)).toBeInTheDocument();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('combobox', { name: 'تصفية المحادثات' })).toBeInTheDocument();
  },
};
