import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { photoUrl } from '@mocks/lib/photos';
import type { ListEntry } from '@/shared/api/contract/social';
import { Menu } from '@/shared/ui/menu';
import { PersonCard, personFromDeck, personFromListEntry, type PersonCardProps } from '@/shared/ui/person-card';

/** A liker as webfriendrequests answers (social.ts listEntry). */
const liker: ListEntry = {
  user_id: '212',
  user_name: 'Anna',
  user_image: photoUrl(2),
  online: '1',
  show_distance: '3',
  show_age: 'false',
  location: 'Lyon, France',
  age: '27',
};

const meta = {
  title: 'UI/PersonCard',
  component: PersonCard,
  args: { person: personFromListEntry(liker), variant: 'tile', to: '/app/LikeRequestNew/212' },
  argTypes: { variant: { control: 'inline-radio', options: ['tile', 'row'] } },
  decorators: [(Story) => <div style={{ inlineSize: 220 }}><Story /></div>],
} satisfies Meta<typeof PersonCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A grid tile: one link named by what it shows, the online dot named "Online". */
export const Tile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link');
    await expect(link).toHaveAttribute('href', '/app/LikeRequestNew/212');
    await expect(link).toHaveAccessibleName('Anna, 27 Lyon, France Online');
    await expect(link).toHaveTextContent('Lyon, France');
    await expect(canvas.getByRole('img', { name: 'Online' })).toBeInTheDocument();
    link.focus();
    await expect(link).toHaveFocus();
  },
};

/** A list row with its own controls beside (never inside) the link. */
export const Row: Story = {
  args: {
    variant: 'row',
    children: 'Hi! Coffee this weekend?',
    actions: <Menu label="Options for Anna" items={[{ id: 'unfriend', label: 'Unfriend', tone: 'danger', onSelect: () => undefined }]} />,
  },
  decorators: [(Story) => <div style={{ inlineSize: 360 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link');
    await expect(link).toHaveTextContent('Hi! Coffee this weekend?');
    const menu = await canvas.findByRole('button', { name: 'Options for Anna' });
    await expect(link).not.toContainElement(menu);
    link.focus();
    await userEvent.tab();
    await expect(menu).toHaveFocus();
  },
};

/** Hidden age and place (show_age 'true' on a list entry, show_location 'true' in the deck), offline, no photo. */
export const HiddenDetails: Story = {
  args: {
    person: personFromDeck({ index: '0', user_name: 'Karim', age: '31', location: 'Tunis', user_id: '301', show_location: 'true', imagess: [] }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link')).toHaveTextContent('Karim, 31');
    await expect(canvas.getByRole('link')).not.toHaveTextContent('Tunis');
    await expect(canvas.queryByRole('img', { name: 'Online' })).not.toBeInTheDocument();
  },
};

function BlurredLikes(props: Pick<PersonCardProps, 'variant'>) {
  const [asked, setAsked] = useState(0);
  return (
    <>
      <PersonCard {...props} person={personFromListEntry(liker)} blurred onOpen={() => setAsked((count) => count + 1)} />
      <p>Premium popup asked for: {asked}</p>
    </>
  );
}

/**
 * A regular member's likes grid: the photo blurred under a lock, and the name, age and place neither
 * shown nor read out (no grey bars either: locked, not loading); choosing the card asks for premium
 * (the screen passes requirePremium).
 */
export const Blurred: Story = {
  render: (args) => <BlurredLikes variant={args.variant} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('button', { name: 'A member: become a Premium Member to see who' });
    await expect(canvasElement).not.toHaveTextContent('Anna');
    await expect(canvasElement).not.toHaveTextContent('27');
    await expect(canvasElement).not.toHaveTextContent('Lyon');
    await expect(canvasElement.querySelector('[data-person-id]')).toBeNull();
    await expect(card.querySelector('[data-locked] svg')).not.toBeNull();
    await userEvent.click(card);
    await expect(canvas.getByText('Premium popup asked for: 1')).toBeInTheDocument();
    card.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Premium popup asked for: 2')).toBeInTheDocument();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveTextContent('Anna، 27');
    await expect(within(canvasElement).getByRole('img', { name: 'متصل الآن' })).toBeInTheDocument();
  },
};
