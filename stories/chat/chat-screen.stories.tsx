import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ChatScreen } from '@/features/chat/chat-screen';
import { providePorts } from '@/shared/ports/ports';
import { paths } from '@/shared/routing/paths';
import { stopFakeChatServer } from '@mocks/chat-server/mock-socket-server';
import { network } from '@mocks/controls/network';
import { fakePorts } from '@mocks/fakes';
import { seededChat, type SeededChatName } from '@mocks/seed/demo-chat-names';
import { STORY_WAIT } from '../support/story-wait';

/** The chat screen (/app/Message/MessageNew/{receiverid}/{chatid}) on the demo members' seeded chats, by name. */
const route = (name: SeededChatName, account: 'regular' | 'premium' = 'regular') => {
  const { chatId, partnerId } = seededChat(name, account);
  return paths.chat.to({ receiverId: partnerId, chatId });
};

const meta = {
  title: 'Chat/Chat screen',
  component: ChatScreen,
  parameters: { layout: 'fullscreen', persona: 'regular', route: route('hiking'), routePath: paths.chat.pattern },
  beforeEach: () => {
    providePorts(fakePorts);
    return () => {
      stopFakeChatServer();
      network.clear();
    };
  },
} satisfies Meta<typeof ChatScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A conversation: the partner's name and status, the messages on both sides, the menu, the composer. */
export const Regular: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Hi! I loved your profile 😊')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1 })).not.toBeEmptyDOMElement();
    await expect(canvas.getByRole('link', { name: 'Back to messages' })).toHaveAttribute('href', paths.messages);
    await expect(canvas.getByLabelText('Translate messages to')).toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: 'Chat options' })).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-side="mine"]')).toHaveLength(2);
    await expect(canvasElement.querySelectorAll('[data-side="theirs"]')).toHaveLength(2);
    await expect(canvas.getByLabelText('Type a message')).toBeEnabled();
  },
};

/** The premium member's chat: the same screen, their own conversation. */
export const Premium: Story = {
  parameters: { persona: 'premium', route: route('hiking', 'premium') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Hi! I loved your profile 😊')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Type a message')).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: {
    faults: { webgetchatmessage: 'no-answer' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One status among others: the connection's notice is a status too, empty while connected.
    await waitFor(() => expect(canvas.getAllByRole('status').map((status) => status.textContent)).toContain('Loading the chat…'));
    await expect(canvas.queryByRole('log')).not.toBeInTheDocument();
  },
};

/** A chat opened from a match, nothing said yet. */
export const Empty: Story = {
  parameters: { route: route('noMessage') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^No messages yet\. Say hello to .+!$/)).toBeInTheDocument();
    await expect(canvas.getByLabelText('Type a message')).toBeEnabled();
  },
};

/** The history cannot load: a message and a retry, the rest of the screen in place. */
export const LoadFailed: Story = {
  parameters: { faults: { webgetchatmessage: 'network-failure' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The chat could not be loaded.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to messages' })).toBeInTheDocument();
  },
};

export const BlockedByPartner: Story = {
  parameters: { route: route('blockedByPartner') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This User has Blocked you')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Type a message')).toBeDisabled();
  },
};

export const BlockedByMe: Story = {
  parameters: { route: route('blockedByMember') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Unblock to message')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Type a message')).toBeDisabled();
    await userEvent.click(await canvas.findByRole('button', { name: 'Chat options' }));
    await expect(await within(document.body).findByRole('menuitem', { name: 'Unblock' })).toBeInTheDocument();
  },
};

/** The simulated partner reads the message, types (the indicator), then answers. */
export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Do you like hiking?');
    await userEvent.type(canvas.getByLabelText('Type a message'), 'Hi!{Enter}');
    await expect(await canvas.findByText('Hi!')).toBeInTheDocument();
    await expect(await canvas.findByText(/ is typing…$/, {}, STORY_WAIT)).toBeInTheDocument();
  },
};

/** Sent while the channel is down: the message waits as pending, the input is free for the next. */
export const PendingMessage: Story = {
  parameters: { faults: { websendmessage: 'network-failure' } },
  beforeEach: () => {
    network.injectChatFault('message', 'network-failure');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Do you like hiking?');
    await userEvent.type(canvas.getByLabelText('Type a message'), 'Hello?{Enter}');
    await expect(await canvas.findByText('Waiting to send…')).toBeInTheDocument();
    await expect(canvas.getByText('Hello?').closest('[data-pending]')).toHaveAttribute('data-pending', 'true');
    await expect(canvas.getByLabelText('Type a message')).toHaveValue('');
  },
};

/** A blank text is not sent: the note 'Please enter the message' for 2 s (docs/product/messages.md#chat). */
export const BlankText: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Do you like hiking?');
    await userEvent.type(canvas.getByLabelText('Type a message'), ' ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please enter the message');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Hi! I loved your profile 😊')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'العودة إلى الرسائل' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('اكتب رسالة')).toBeInTheDocument();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

/**
 * Grouped bubbles: consecutive messages of one side, a few minutes apart, sit close together with joined
 * corners and one time at the group's end. Chat 2 (person 171): the member's question, then the partner's
 * two answers two minutes apart, one group with the time under the second only.
 */
export const GroupedBubbles: Story = {
  parameters: { route: route('concert') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("I'll send you a photo later", {}, STORY_WAIT)).toBeInTheDocument();
    const theirs = [...canvasElement.querySelectorAll('[data-side="theirs"]')];
    await expect(theirs.map((row) => row.getAttribute('data-group'))).toEqual(['first', 'last']);
    await expect(theirs.map((row) => row.querySelectorAll('time').length)).toEqual([0, 1]);
    await expect(canvasElement.querySelector('[data-side="mine"]')).toHaveAttribute('data-group', 'alone');
  },
};

/** Chat 3 (person 172): a text and a photo from the partner, a minute apart, one group. */
export const GroupedTextAndPhoto: Story = {
  parameters: { route: route('view') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Look at this view', {}, STORY_WAIT)).toBeInTheDocument();
    const theirs = [...canvasElement.querySelectorAll('[data-side="theirs"]')];
    await expect(theirs.map((row) => row.getAttribute('data-group'))).toEqual(['first', 'last']);
  },
};

/** Grouped bubbles in Arabic: the same groups, the sides mirrored. */
export const GroupedBubblesArabic: Story = {
  parameters: { route: route('concert') },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("I'll send you a photo later", {}, STORY_WAIT)).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-group="first"]')).toHaveLength(1);
  },
};
