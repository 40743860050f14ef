import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { WelcomePage } from '@/features/welcome/welcome-page';

/** The landing page: language picker, intro carousel, the ways in and the terms. */
const meta = {
  title: 'Public/Welcome',
  component: WelcomePage,
  parameters: { layout: 'fullscreen', route: '/' },
} satisfies Meta<typeof WelcomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const French: Story = { globals: { locale: 'fr' } };

/** Arabic mirrors the whole page. */
export const Arabic: Story = { globals: { locale: 'ar' } };

export const Narrow: Story = { globals: { viewport: { value: 'mobile1' } } };

/** The pause button stops the slides; the dots move to a slide. */
export const Paused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause the slides' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show slide 2: Like, match and chat' }));
    await expect(canvas.getByRole('button', { name: 'Play the slides' })).toBeInTheDocument();
  },
};
