import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '@/shared/routing/paths';
import { ProfileArea, provideFakePorts } from './profile-area';

/** /app/Profile: the main photo, Basic info, Interest, Location, and the premium offer or expiry. */
const meta = {
  title: 'Profile/Profile',
  component: ProfileArea,
  parameters: { layout: 'fullscreen', route: paths.profile, persona: 'regular' },
  beforeEach: provideFakePorts,
} satisfies Meta<typeof ProfileArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The skeleton shows after 100 ms (docs/product/rules-and-timings.md#timings), named for screen readers. */
export const Loading: Story = {
  parameters: { faults: { webprofile: 'no-answer' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loading your profile…'));
    await expect(canvas.queryByRole('link', { name: /Basic info/ })).not.toBeInTheDocument();
  },
};

/** A profile that cannot be read ends the session: the login (docs/product/flows.md#session). */
export const LoadFailed: Story = {
  parameters: { faults: { webprofile: { message: 'No user' } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  },
};

/** A regular member: Become a Premium Member; the Location row opens the premium popup. */
export const Regular: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Alex, main photo' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Edit photos' })).toHaveAttribute('href', paths.editPhotos);
    await expect(canvas.getByRole('button', { name: 'Become a Premium Member' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /^Location/ }));
    await expect(await screen.findByRole('dialog', { name: 'Become a Premium Member' })).toBeInTheDocument();
  },
};

/** A premium member: the expiry date, and the Location dialog with its floating suggestions. */
export const Premium: Story = {
  parameters: { persona: 'premium' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your premium membership will expire on')).toBeInTheDocument();
    await expect(canvas.getByText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /^Location/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Location' });
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'City' }), 'Par');
    await expect(await within(dialog).findByRole('option', { name: /Paris/ })).toBeInTheDocument();
  },
};

/** The Interest modal refuses an empty choice. */
export const InterestRequired: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /^Interest/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Interest' });
    const checked = await waitFor(() => {
      const boxes = within(dialog).getAllByRole('checkbox');
      expect(boxes.length).toBeGreaterThan(0);
      return boxes.filter((box) => (box as HTMLInputElement).checked);
    });
    for (const box of checked) await userEvent.click(box);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please select the interest');
  },
};

/** Arabic: the page reads right to left. */
export const PremiumArabic: Story = {
  parameters: { persona: 'premium' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('ستنتهي عضويتك المميزة في')).toBeInTheDocument();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
