import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '@/shared/routing/paths';
import { ProfileArea, provideFakePorts } from './profile-area';

/** /app/Profile/ProfilePhotoEdit: the carousel, a menu for the photo shown, Add photo. */
const meta = {
  title: 'Profile/Photos',
  component: ProfileArea,
  parameters: { layout: 'fullscreen', route: paths.editPhotos, persona: 'regular' },
  beforeEach: provideFakePorts,
} satisfies Meta<typeof ProfileArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const png = () => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 7])], 'me.png', { type: 'image/png' });

export const Loading: Story = {
  parameters: {
    msw: [
      http.post('*/api/webprofile', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your profile…'));
  },
};

/** The photos cannot load: an error with a retry. */
export const LoadFailed: Story = {
  parameters: { msw: [http.post('*/api/webprofile', () => HttpResponse.error())] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('Something went wrong');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** A regular member: no file chosen says 'select a image'. */
export const Regular: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Photos of Alex' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /^Options for photo 1 of/ })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add photo' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('select a image');
  },
};

/** A premium member adds a photo: 'Added new photo'. */
export const Premium: Story = {
  parameters: { persona: 'premium' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(await canvas.findByLabelText(/Choose a photo/), png());
    await userEvent.click(canvas.getByRole('button', { name: 'Add photo' }));
    await expect(await canvas.findByText('Added new photo')).toBeInTheDocument();
  },
};

/** The first photo cannot be deleted. */
export const FirstPhotoKept: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Options for photo 1 of/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete this photo?' })).getByRole('button', { name: 'Yes' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Profile image cannot be deleted');
  },
};

/** An upload the server refuses shows its message; the file stays for another try. */
export const UploadRefused: Story = {
  parameters: { msw: [http.post('*/api/uploadimageweb', () => HttpResponse.json({ status: 'false', message: 'The image must be at most 5 MB' }))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(await canvas.findByLabelText(/Choose a photo/), png());
    await userEvent.click(canvas.getByRole('button', { name: 'Add photo' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The image must be at most 5 MB');
    await expect(canvas.getByText('me.png')).toBeInTheDocument();
  },
};
