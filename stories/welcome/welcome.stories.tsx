import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { WelcomePage } from '@/features/welcome/welcome-page';

/** The landing page: language picker, intro carousel, the ways in and the terms. */
const meta = {
  title: 'Welcome/Welcome',
  component: WelcomePage,
  parameters: { layout: 'fullscreen', route: '/' },
} satisfies Meta<typeof WelcomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The heading, the three slides with their dots, and the ways in: mail, phone, the terms. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Find your people' })).toBeInTheDocument();
    const carousel = canvas.getByRole('region', { name: 'What Amora offers' });
    await expect(within(carousel).getByRole('button', { name: 'Show slide 1: Meet people near you' })).toHaveAttribute('aria-current', 'true');
    await expect(within(carousel).getByRole('button', { name: 'Pause the slides' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Continue with email' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Sign in with your phone' })).toHaveAttribute('href', '/phonelogin');
    await expect(canvas.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/helpmain');
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Trouvez vos personnes' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Continuer avec l’e-mail' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('region', { name: 'Ce que propose Amora' })).toBeInTheDocument();
    await expect(document.documentElement).toHaveAttribute('lang', 'fr');
  },
};

/** Arabic mirrors the whole page. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'اعثر على أشخاصك' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'المتابعة بالبريد الإلكتروني' })).toHaveAttribute('href', '/login');
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(document.documentElement).toHaveAttribute('lang', 'ar');
  },
};

/** On a phone the same page: heading, carousel and both ways in. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Find your people' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'What Amora offers' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Continue with email' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in with your phone' })).toBeVisible();
  },
};

/** The pause button stops the slides; the dots move to a slide. */
export const Paused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause the slides' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show slide 2: Like, match and chat' }));
    await expect(canvas.getByRole('button', { name: 'Play the slides' })).toBeInTheDocument();
  },
};
