import type { Meta, StoryObj } from '@storybook/react-vite';
import { HeartHandshake, MessageCircleHeart } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { EmptyState } from '@/shared/ui/empty-state';
import { FindPeopleLink, GoSwipingLink } from '@/shared/ui/empty-state-ways';

type Kind = 'matches' | 'messages' | 'noWay';

/** The one empty state of the list screens, as three of them use it. */
function EmptyStateDemo({ kind }: { kind: Kind }) {
  if (kind === 'messages') {
    return (
      <EmptyState icon={MessageCircleHeart} title="No Message" hint="Start the chat!">
        <GoSwipingLink />
        <FindPeopleLink variant="secondary" />
      </EmptyState>
    );
  }
  if (kind === 'noWay') return <EmptyState icon={HeartHandshake} title="No Matches" hint="No match fits this search or filter." />;
  return (
    <EmptyState icon={HeartHandshake} title="No Matches" hint="Like people on the deck: when they like you back, you match and they show here.">
      <GoSwipingLink />
    </EmptyState>
  );
}

/**
 * Every list screen's empty state: the product's words (docs/product/messages.md#empty-states) as a heading, a hint, and a way on
 * (Go swiping to the deck, Find people to Find new people), the words announced politely.
 */
const meta = {
  title: 'UI/Empty state',
  component: EmptyStateDemo,
  args: { kind: 'matches' },
  argTypes: { kind: { control: 'inline-radio', options: ['matches', 'messages', 'noWay'] } },
} satisfies Meta<typeof EmptyStateDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAWayOn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const words = canvas.getByRole('status');
    await expect(within(words).getByRole('heading', { name: 'No Matches', level: 2 })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Go swiping' })).toHaveAttribute('href', '/app/PeopleNear');
  },
};

export const TwoWaysOn: Story = {
  args: { kind: 'messages' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Start the chat!')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Find people' })).toHaveAttribute('href', '/app/FindNewPeople');
  },
};

/** A search that found nothing: the words only, the search itself is the way on. */
export const NoWayOn: Story = {
  args: { kind: 'noWay' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).not.toBeInTheDocument();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'تصفّح البطاقات' })).toBeInTheDocument();
  },
};
