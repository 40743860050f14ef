import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MatchDialog } from '@/member/match/match-dialog';
import { STORY_WAIT } from '../support/story-wait';

/** "It's a Match!" as the deck and the profile views open it: both photos, Send message. */
const meta = {
  title: 'Deck/Match dialog',
  component: MatchDialog,
  parameters: { persona: 'regular', route: '/app/PeopleNear' },
  args: { partner: { userId: '151', name: 'Jordan', photo: '' }, onClose: () => undefined },
} satisfies Meta<typeof MatchDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: "It's a Match!" }, STORY_WAIT);
    await expect(dialog).toHaveAccessibleDescription('You and Jordan like each other.');
    await expect(within(dialog).getByRole('img', { name: "Jordan's photo" })).toBeInTheDocument();
    // The member's own photo, once their profile has loaded.
    await waitFor(() => expect(within(dialog).getByRole('img', { name: 'Your photo' }).tagName).toBe('IMG'), STORY_WAIT);
  },
};

/** webcreatchat refused: the message shows in the dialog and Send message is offered again. */
export const ChatRefused: Story = {
  parameters: { faults: { webcreatchat: { message: 'This user is not available' } } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: "It's a Match!" }, STORY_WAIT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send message' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('This user is not available');
    await expect(await within(dialog).findByRole('button', { name: 'Send message' })).toBeInTheDocument();
  },
};

/** The first words and the way back are there, named. */
export const FirstMessageField: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: "It's a Match!" }, STORY_WAIT);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Say hello to Jordan' }), 'Hi Jordan!');
    await expect(within(dialog).getByRole('textbox', { name: 'Say hello to Jordan' })).toHaveValue('Hi Jordan!');
    await expect(within(dialog).getByRole('button', { name: 'Keep swiping' })).toBeInTheDocument();
  },
};

/** A long name wraps in the description and the field's label without pushing the buttons out. */
export const LongName: Story = {
  args: { partner: { userId: '151', name: 'Maximiliana Alexandrina Fitzgerald-Montgomery', photo: '' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: "It's a Match!" }, STORY_WAIT);
    await expect(within(dialog).getByRole('button', { name: 'Send message' })).toBeVisible();
  },
};

/** Arabic, right to left: the title is the product's, the new texts are Arabic. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'إنه تطابق!' }, STORY_WAIT);
    await expect(within(dialog).getByRole('button', { name: 'متابعة التصفح' })).toBeInTheDocument();
  },
};
