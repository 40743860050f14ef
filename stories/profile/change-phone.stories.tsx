import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '@/shared/routing/paths';
import { ProfileArea, provideFakePorts } from './profile-area';
import { STORY_WAIT } from '../support/story-wait';

/** /app/Profile/Editphonefirebase: the new number verified by SMS (code 123456), checked, saved. */
const meta = {
  title: 'Profile/Change phone',
  component: ProfileArea,
  parameters: { layout: 'fullscreen', route: paths.changePhone, persona: 'regular' },
  beforeEach: provideFakePorts,
} satisfies Meta<typeof ProfileArea>;

export default meta;
type Story = StoryObj<typeof meta>;

async function verify(canvasElement: HTMLElement, number: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('New phone number'), number);
  await userEvent.click(canvas.getByRole('button', { name: 'Send the code' }));
  await userEvent.type(await canvas.findByLabelText('SMS code'), '123456');
  await userEvent.click(canvas.getByRole('button', { name: 'Verify and save' }));
  return canvas;
}

/** The number checked: the button says so and refuses a second press. */
export const Loading: Story = {
  parameters: {
    faults: { webcheckphone: 'no-answer' },
  },
  play: async ({ canvasElement }) => {
    const canvas = await verify(canvasElement, '+15550188888');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Verifying…' })).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The check fails on the network: a message, and the member stays to try again. */
export const CheckFailed: Story = {
  parameters: { faults: { webcheckphone: 'network-failure' } },
  play: async ({ canvasElement }) => {
    const canvas = await verify(canvasElement, '+15550188888');
    await expect(await canvas.findByRole('alert', {}, STORY_WAIT)).toHaveTextContent('Something went wrong');
  },
};

/** A regular member types the premium member's number: already registered, back to edit profile. */
export const Regular: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await verify(canvasElement, '+15550100002');
    await expect(await canvas.findByText('Sorry, You are already registered this Mobile Number')).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { name: 'Edit profile' })).toBeInTheDocument();
  },
};

/** A premium member saves a new number: 'Successfully updated' on edit profile. */
export const Premium: Story = {
  parameters: { persona: 'premium' },
  play: async ({ canvasElement }) => {
    const canvas = await verify(canvasElement, '+15550177777');
    await expect(await canvas.findByText('Successfully updated')).toBeInTheDocument();
    await expect(await canvas.findByText('+15550177777')).toBeInTheDocument();
  },
};
