import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, waitFor } from 'storybook/test';
import { MemberHelpScreen } from '@/features/help/member-help-screen';
import { PublicHelpPage } from '@/features/help/public-help-page';
import { STORY_WAIT } from '../support/story-wait';

/** The help pages: public (/helpmain) and signed in (/app/Help/{Id}), with the server's HTML sanitized. */
const meta = {
  title: 'Help/Help pages',
  component: PublicHelpPage,
  parameters: { layout: 'fullscreen', route: '/helpmain' },
} satisfies Meta<typeof PublicHelpPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The six titles on the side, the first page open, the social links. */
export const Public: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const topics = await canvas.findByRole('navigation', { name: 'Help topics' });
    await expect(within(topics).getAllByRole('link')).toHaveLength(6);
    await expect(within(topics).getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Terms and Conditions' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Amora on Facebook' })).toHaveAttribute('href', 'https://facebook.com/amora');
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
};

export const PublicLoading: Story = {
  parameters: {
    faults: { webhelppages: 'no-answer' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The loader shows after its delay (docs/product/rules-and-timings.md#timings), not at once.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loading the help pages…'));
    await expect(canvas.queryByRole('navigation', { name: 'Help topics' })).not.toBeInTheDocument();
  },
};

/** The public page cannot load: an error with a retry (signed in, it would go to /app/NotFound). */
export const PublicLoadFailed: Story = {
  parameters: { faults: { webhelppages: 'network-failure' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, STORY_WAIT)).toHaveTextContent(
      'The help pages could not be loaded. Check your connection and try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Page 6 carries a script probe: it shows as plain content, nothing runs. */
export const SanitizedPage: Story = {
  parameters: { route: '/helpmain?id=6' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = (await canvas.findByRole('heading', { level: 2, name: 'Community Guidelines' })).closest('article');
    if (!article) throw new Error('The chosen page is not an article');
    await expect(within(article).getByText('Be yourself: no fake profiles.')).toBeInTheDocument();
    // Nothing the probe carries has run. That the <script> and onerror are gone is checked in Chromium
    // (tests/e2e/help.spec.ts): under happy-dom, where the stories are also played, DOMPurify leaves them.
    await expect(Reflect.get(window, '__xss')).toBeUndefined();
    await expect(canvas.getByRole('link', { name: 'Community Guidelines' })).toHaveAttribute('aria-current', 'page');
  },
};

/** On a phone the titles fold behind the Help topics toggle. */
export const PublicNarrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Terms and Conditions' })).toBeInTheDocument();
    const toggle = canvas.getByRole('button', { name: 'Help topics' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Arabic: the page's own texts translated and mirrored; the server's pages as they come. */
export const PublicArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('navigation', { name: 'مواضيع المساعدة' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute('href', '/login');
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

/** /app/Help/2: the page named in the path, the titles linking to /app/Help/{id}. */
export const SignedIn: Story = {
  render: () => <MemberHelpScreen />,
  parameters: { persona: 'regular', route: '/app/Help/2', routePath: '/app/Help/:id' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Safety Tips' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Safety Tips' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/app/Help/3');
  },
};
