import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { photoUrl } from '@mocks/lib/photos';
import { Avatar } from '@/shared/ui/avatar';

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { src: photoUrl(2) },
  argTypes: {
    size: { control: 'inline-radio', options: ['medium', 'large'] },
    ring: { control: 'inline-radio', options: [undefined, 'brand', 'soft'] },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A portrait (4:5) cropped to a circle: the photo is exactly as tall as it is wide. */
export const Photo: Story = {
  play: async ({ canvasElement }) => {
    const photo = canvasElement.querySelector('img');
    await expect(photo).toHaveAttribute('alt', '');
    await expect(photo).toHaveAttribute('src', photoUrl(2));
  },
};

/** The list rows' size, with the online dot on the circle (said in words by the row, not here). */
export const LargeOnline: Story = { args: { size: 'large', online: true } };

/** The member's own photo in the sidebar. */
export const BrandRing: Story = { args: { ring: 'brand' } };

/** No photo, or one the app will not load (a javascript: URL): a placeholder face instead. */
export const Placeholder: Story = {
  args: { src: 'javascript:alert(1)' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
