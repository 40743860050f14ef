import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FindNewPeopleScreen } from '@/features/find-people/find-new-people-screen';
import { PremiumGateProvider } from '@/member/premium/premium-gate';

/** Find new people (/app/FindNewPeople): the grid of nearby people, on the seeded fake backend. */
function Screen() {
  return (
    <PremiumGateProvider>
      <FindNewPeopleScreen />
    </PremiumGateProvider>
  );
}

const meta = {
  title: 'Find people/Find new people',
  component: Screen,
  parameters: { layout: 'fullscreen', route: '/app/FindNewPeople', persona: 'premium' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A premium member: the grid, no premium prompt. */
export const Premium: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('list', { name: 'People near you' });
    await expect(within(grid).getAllByRole('link').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('link', { name: 'Filter' })).toHaveAttribute('href', '/app/Filter?page=2');
    await expect(canvas.queryByRole('button', { name: 'Become a Premium Member' })).not.toBeInTheDocument();
  },
};

/** A regular member: Become a Premium Member opens the premium popup. */
export const Regular: Story = {
  parameters: { persona: 'regular' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('list', { name: 'People near you' });
    await userEvent.click(canvas.getByRole('button', { name: 'Become a Premium Member' }));
    await expect(await page.findByRole('dialog', { name: 'Become a Premium Member' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: {
    faults: { webgetpeople: 'no-answer' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Looking for people near you…'));
  },
};

export const Empty: Story = {
  parameters: { msw: [http.post('*/api/webgetpeople', () => HttpResponse.json({ status: 'true', peoples: [] }))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No people in your location')).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: 'Change Location' })).toHaveLength(2);
  },
};

/** The grid cannot load: an error with a retry. */
export const LoadFailed: Story = {
  parameters: { faults: { webgetpeople: { message: 'Server busy' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};
