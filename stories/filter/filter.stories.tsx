import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FilterScreen } from '@/features/filter/filter-screen';
import { PremiumGateProvider } from '@/member/premium/premium-gate';

/** The filter (/app/Filter): age range, distance, gender, people-for and location. */
function Screen() {
  return (
    <PremiumGateProvider>
      <FilterScreen />
    </PremiumGateProvider>
  );
}

const meta = {
  title: 'Filter/Filter',
  component: Screen,
  parameters: { layout: 'fullscreen', route: '/app/Filter', persona: 'premium' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A premium member's saved filter, the sliders named per thumb; Change Location opens the location dialog. */
export const Premium: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole('slider', { name: 'Minimum age' })).toHaveAttribute('aria-valuenow', '18');
    await expect(canvas.getByRole('slider', { name: 'Maximum age' })).toHaveAttribute('aria-valuenow', '80');
    await expect(canvas.getByRole('radio', { name: 'Everyone' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Change Location' }));
    await expect(await page.findByRole('dialog', { name: 'Location' })).toBeInTheDocument();
  },
};

/** A regular member: Change Location asks for premium. */
export const Regular: Story = {
  parameters: { persona: 'regular' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Change Location' }));
    await expect(await page.findByRole('dialog', { name: 'Become a Premium Member' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: {
    faults: { admindatas: 'no-answer' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loading the filter…'));
  },
};

/** No usable location: Save says so and sends nothing. */
export const NoLocation: Story = {
  parameters: {
    faults: { websetfilter: { message: 'must not be sent' } },
  },
  beforeEach: async () => {
    const { db } = await import('@mocks/db/database');
    await db.members.update((q) => q.where({ user_id: '2' }), {
      data(record) {
        record.location = '';
        record.lat = '';
        record.lon = '';
      },
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No location yet')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Select location properly or change location');
  },
};

/** The admin settings cannot load: an error with a retry. */
export const LoadFailed: Story = {
  parameters: { faults: { admindatas: { message: 'Server busy' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** A refused save shows the server's message. */
export const SaveRefused: Story = {
  parameters: { faults: { websetfilter: { message: 'Age must be between 18 and 80' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Age must be between 18 and 80');
  },
};
