import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '@/shared/routing/paths';
import { db } from '@mocks/db/database';
import { photoUrl } from '@mocks/lib/photos';
import { demoAccounts } from '@mocks/seed/demo-accounts';
import { ProfileArea, provideFakePorts } from './profile-area';
import { STORY_WAIT } from '../support/story-wait';

/** /app/Profile/ProfilePhotoEdit: a grid of five places, a menu per photo (First Look, Delete), Add photo. */
const meta = {
  title: 'Profile/Photos',
  component: ProfileArea,
  parameters: { layout: 'fullscreen', route: paths.editPhotos, persona: 'regular' },
  beforeEach: provideFakePorts,
} satisfies Meta<typeof ProfileArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The regular demo member with `count` photos (the grid's empty and full states). */
const withPhotos = (count: number) => async () => {
  const photos = Array.from({ length: count }, (_, index) => photoUrl(index + 20));
  await db.members.update((q) => q.where({ user_id: demoAccounts.regular.user_id }), {
    data: (record) => {
      record.imagess = photos;
      record.images = photos[0] ?? '';
    },
  });
};

const png = () => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 7])], 'me.png', { type: 'image/png' });

export const Loading: Story = {
  parameters: {
    faults: { webprofile: 'no-answer' },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your profile…'));
  },
};

/** The photos cannot load: an error with a retry. */
export const LoadFailed: Story = {
  parameters: { faults: { webprofile: 'network-failure' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, STORY_WAIT)).toHaveTextContent('Something went wrong');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** A regular member: no file chosen says 'select a image'. */
export const Regular: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Your photos' })).toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: 'Photo 1 options' })).toBeInTheDocument();
    await expect(canvas.getByText('Main photo')).toBeInTheDocument();
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

/** The first photo cannot be deleted: the server says so, the photos stay. */
export const FirstPhotoKept: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Photo 1 options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete this photo?' })).getByRole('button', { name: 'Yes' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Profile image cannot be deleted');
  },
};

/** One photo: the main one, the next place to add into, three more empty places. */
export const EmptyPlaces: Story = {
  beforeEach: withPhotos(1),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('list', { name: 'Your photos' });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(5);
    await expect(within(grid).getAllByRole('figure')).toHaveLength(1);
    await expect(canvas.getByText('1 of 5 photos')).toBeInTheDocument();
  },
};

/** Five photos: no empty place; the picker says the limit. */
export const FullGrid: Story = {
  beforeEach: withPhotos(5),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('list', { name: 'Your photos' });
    await expect(within(grid).getAllByRole('figure')).toHaveLength(5);
    await expect(canvas.getByText('5 of 5 photos')).toBeInTheDocument();
    await expect(canvas.getByText('Only 5 images you can upload')).toBeInTheDocument();
  },
};

/** An upload under way: the loader in the place it fills, Add photo busy. */
export const Uploading: Story = {
  beforeEach: withPhotos(2),
  parameters: {
    faults: { uploadimageweb: 'no-answer' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(await canvas.findByLabelText(/Choose a photo/), png());
    await userEvent.click(canvas.getByRole('button', { name: 'Add photo' }));
    const grid = canvas.getByRole('list', { name: 'Your photos' });
    await expect(await within(grid).findByRole('status')).toHaveTextContent('Uploading…');
  },
};

/** Arabic: the grid mirrors, the main photo on the right. */
export const Arabic: Story = {
  beforeEach: withPhotos(3),
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'صورك' })).toBeInTheDocument();
    await expect(canvas.getByText('الصورة الرئيسية')).toBeInTheDocument();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

/** An upload the server refuses shows its message; the file stays for another try. */
export const UploadRefused: Story = {
  parameters: { faults: { uploadimageweb: { message: 'The image must be at most 5 MB' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(await canvas.findByLabelText(/Choose a photo/), png());
    await userEvent.click(canvas.getByRole('button', { name: 'Add photo' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The image must be at most 5 MB');
    await expect(canvas.getByText('me.png')).toBeInTheDocument();
  },
};
