import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppRoutes } from '@/app/router';
import { providePorts } from '@/shared/ports/ports';
import { paths } from '@/shared/routing/paths';
import { stopFakeChatServer } from '@mocks/chat-server/mock-socket-server';
import { network } from '@mocks/controls/network';
import { fakePorts } from '@mocks/fakes';
import { seededChat } from '@mocks/seed/demo-chat-names';
import { screenWidth } from '../app/screen-width';
import { STORY_WAIT } from '../support/story-wait';

/** The regular member's seeded chats the stories open (mocks/seed/demo-chat-names.ts). */
const hiking = seededChat('hiking');
const concert = seededChat('concert');
const chatRoute = ({ chatId, partnerId }: { chatId: string; partnerId: string }) => paths.chat.to({ receiverId: partnerId, chatId });

/**
 * The messages on a wide screen (1200 px and more, a 1280 px laptop here): the chat list and the open chat side by side, each a named region,
 * the open chat marked in the list; at /app/Message alone, the other pane invites a pick. The
 * regular member's chat 1 is with person 170, chat 2 with person 171.
 */
const meta = {
  title: 'Messages/Split view',
  component: AppRoutes,
  parameters: { layout: 'fullscreen', persona: 'regular', route: paths.messages },
  globals: { viewport: { value: 'desktop' } },
  beforeEach: () => {
    const undoWidth = screenWidth(1280, 800)();
    providePorts(fakePorts);
    return () => {
      stopFakeChatServer();
      network.clear();
      undoWidth?.();
    };
  },
} satisfies Meta<typeof AppRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const chatLink = (canvasElement: HTMLElement, chatId: string, receiverId: string) =>
  waitFor(() => {
    const link = canvasElement.querySelector<HTMLAnchorElement>(`a[href="${paths.chat.to({ receiverId, chatId })}"]`);
    if (!link) throw new Error(`no row for chat ${chatId}`);
    return link;
  });

/** /app/Message: the list, and beside it "Pick a conversation". */
export const NoChatOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Chats' }, STORY_WAIT)).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Pick a conversation' })).toBeInTheDocument();
  },
};

/** A chat open beside the list: its row marked, the partner's name the page's heading; another row opens the next chat, the list stays. */
export const ChatOpen: Story = {
  parameters: { route: chatRoute(hiking) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Chats' }, STORY_WAIT);
    await expect(await canvas.findByRole('log', {}, STORY_WAIT)).toBeInTheDocument();
    await expect(await chatLink(canvasElement, hiking.chatId, hiking.partnerId)).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Messages' })).toBeInTheDocument();
    await expect(canvas.queryByText('Pick a conversation')).not.toBeInTheDocument();
    await expect(within(canvas.getByRole('region', { name: 'Messages' })).getByRole('list', { name: 'Chats' })).toBe(list);
    await expect(within(canvas.getByRole('region', { name: 'Conversation' })).getByRole('log')).toBeInTheDocument();

    await userEvent.click(await chatLink(canvasElement, concert.chatId, concert.partnerId));
    await waitFor(() => expect(canvasElement.querySelector(`a[href="${chatRoute(concert)}"]`)).toHaveAttribute('aria-current', 'page'));
    await expect(await chatLink(canvasElement, hiking.chatId, hiking.partnerId)).not.toHaveAttribute('aria-current');
    // The same list, not a new one.
    await expect(canvas.getByRole('list', { name: 'Chats' })).toBe(list);
    await expect(await canvas.findByText('It was amazing!', { selector: '[data-side] p' }, STORY_WAIT)).toBeInTheDocument();
  },
};

/** Arabic: the list at the right, the chat at the left. */
export const Arabic: Story = {
  parameters: { route: chatRoute(hiking) },
  globals: { locale: 'ar', viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'المحادثات' }, STORY_WAIT)).toBeInTheDocument();
    await expect(await canvas.findByRole('link', { name: 'العودة إلى الرسائل' })).toBeInTheDocument();
  },
};
