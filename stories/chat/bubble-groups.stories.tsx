import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChatScreen } from '@/features/chat/chat-screen';
import { providePorts } from '@/shared/ports/ports';
import { paths } from '@/shared/routing/paths';
import { stopFakeChatServer } from '@mocks/chat-server/mock-socket-server';
import { network } from '@mocks/controls/network';
import { fakePorts } from '@mocks/fakes';

/**
 * Grouped bubbles: consecutive messages of one side, a few minutes apart, sit close together with
 * joined corners and one time at the group's end. The regular member's chat 2 (person 171): the
 * member's question, then the partner's two answers two minutes apart; chat 3 (172): a text and a photo.
 */
const meta = {
  title: 'Chat/Grouped bubbles',
  component: ChatScreen,
  parameters: { layout: 'fullscreen', persona: 'regular', route: paths.chat.to({ receiverId: '171', chatId: '2' }), routePath: paths.chat.pattern },
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

/** Two texts from the partner: one group, the time under the second only. */
export const TwoTexts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("I'll send you a photo later", {}, { timeout: 4000 })).toBeInTheDocument();
    const theirs = [...canvasElement.querySelectorAll('[data-side="theirs"]')];
    await expect(theirs.map((row) => row.getAttribute('data-group'))).toEqual(['first', 'last']);
    await expect(theirs.map((row) => row.querySelectorAll('time').length)).toEqual([0, 1]);
    await expect(canvasElement.querySelector('[data-side="mine"]')).toHaveAttribute('data-group', 'alone');
  },
};

/** A text and a photo from the partner, a minute apart: one group. */
export const TextAndPhoto: Story = {
  parameters: { route: paths.chat.to({ receiverId: '172', chatId: '3' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Look at this view', {}, { timeout: 4000 })).toBeInTheDocument();
    const theirs = [...canvasElement.querySelectorAll('[data-side="theirs"]')];
    await expect(theirs.map((row) => row.getAttribute('data-group'))).toEqual(['first', 'last']);
  },
};

/** Arabic: the same groups, the sides mirrored. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("I'll send you a photo later", {}, { timeout: 4000 })).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-group="first"]')).toHaveLength(1);
  },
};
