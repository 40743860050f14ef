import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ExploreScreen } from '@/features/explore/explore-screen';
import { paths } from '@/shared/routing/paths';

/** /app/Explore: a static teaser that makes no calls (the same for every member). */
const meta = {
  title: 'Explore/Explore',
  component: ExploreScreen,
  parameters: { layout: 'fullscreen', route: paths.explore, persona: 'regular' },
} satisfies Meta<typeof ExploreScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The grid of sample people, the banner, and the 'Join Premium' popup with its placeholder prices. */
export const Teaser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('heading', { name: 'Find unlimited people' })).toBeInTheDocument();
    const tiles = within(canvas.getByRole('region', { name: 'People you could meet' })).getAllByRole('button');
    await expect(tiles).toHaveLength(8);
    // Nearby, wherever the member is: each tile says how many km away.
    for (const tile of tiles) await expect(tile).toHaveTextContent(/\d km away$/);
    const join = canvas.getByRole('button', { name: 'Join Premium' });
    await userEvent.click(join);
    const popup = await page.findByRole('dialog', { name: 'Join Premium' });
    await expect(within(popup).getByText('$24.99')).toBeInTheDocument();
    await expect(within(popup).getByRole('link', { name: 'Continue' })).toHaveAttribute('href', paths.premiumPayment);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(join).toHaveFocus());
  },
};

/** A sample person's card asks for premium too. */
export const CardOpensPopup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Maya, 26, 2 km away: Join Premium to see more' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Join Premium' })).toBeInTheDocument();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'استكشف', level: 1 })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /^Maya، 26، على بعد 2 كم/ })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'انضم إلى العضوية المميزة' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'انضم إلى العضوية المميزة' })).toBeInTheDocument();
  },
};
