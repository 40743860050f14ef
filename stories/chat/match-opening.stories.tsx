import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MatchOpening } from '@/features/chat/components/match-opening';

/** A new match's chat before the first message: both photos and when they matched. */
const meta = {
  title: 'Chat/Match opening',
  component: MatchOpening,
  parameters: { persona: 'regular' },
  args: { partnerName: 'Jordan', partnerPhoto: undefined, ownPhoto: undefined, matchedAt: Date.UTC(2026, 10, 26, 12) },
} satisfies Meta<typeof MatchOpening>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDate: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^You matched on .*2026$/)).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('img', { name: "Jordan's photo" })).toBeInTheDocument();
  },
};

export const WithoutDate: Story = {
  args: { matchedAt: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You matched')).toBeInTheDocument();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/تطابقتما في/)).toBeInTheDocument();
  },
};
