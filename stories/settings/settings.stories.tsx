import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SettingsScreen } from '@/features/settings/settings-screen';
import { PremiumGateProvider } from '@/member/premium/premium-gate';
import { paths } from '@/shared/routing/paths';
import { STORY_WAIT } from '../support/story-wait';

/** The screen as the shell mounts it: the premium gate above it. */
function SettingsInShell() {
  return (
    <PremiumGateProvider>
      <SettingsScreen />
    </PremiumGateProvider>
  );
}

/** /app/settings on the fake backend's own handlers. */
const meta = {
  title: 'Settings/Settings',
  component: SettingsInShell,
  parameters: { layout: 'fullscreen', route: paths.settings, persona: 'regular' },
} satisfies Meta<typeof SettingsInShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);


/** While the profile loads: a skeleton of the sections, announced as loading. */
export const Loading: Story = {
  parameters: {
    faults: { webprofile: 'no-answer' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading your settings…');
    await expect(canvas.queryByRole('switch')).not.toBeInTheDocument();
  },
};

/** The profile cannot be read: a visible error and a retry, never a blank screen. */
export const Error: Story = {
  parameters: { faults: { webprofile: 'network-failure' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, STORY_WAIT)).toHaveTextContent('Your settings could not be loaded.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** A regular member: a premium-only toggle does not move and the premium popup opens; the others save. */
export const Regular: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Settings', level: 1 });
    await expect(await canvas.findByRole('radiogroup', { name: 'I am here to' })).toBeInTheDocument();
    const hideAds = canvas.getByRole('switch', { name: 'Hide Ads' });
    await userEvent.click(hideAds);
    const popup = await body(canvasElement).findByRole('dialog', { name: 'Become a Premium Member' });
    await expect(hideAds).toHaveAttribute('aria-checked', 'false');
    await expect(within(popup).getByRole('link', { name: 'Continue' })).toHaveAttribute('href', paths.premiumPayment);
  },
};

/** Save sends the changed toggles and shows the server's message in the 5 s banner. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const likes = await canvas.findByRole('switch', { name: 'Likes' });
    const before = likes.getAttribute('aria-checked');
    await userEvent.click(likes);
    await expect(likes).not.toHaveAttribute('aria-checked', before ?? '');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Profile information changed');
  },
};

/** A premium member: the 'Dedicated profile space' toggles move and save. */
export const Premium: Story = {
  parameters: { persona: 'premium' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const invisible = await canvas.findByRole('switch', { name: 'Make me Invisible' });
    await userEvent.click(invisible);
    await expect(invisible).toHaveAttribute('aria-checked', 'true');
    await expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Profile information changed');
  },
};

/** Deactivate account asks Yes/No first; No changes nothing. */
export const DeactivateConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const deactivate = await canvas.findByRole('button', { name: 'Deactivate account' });
    await userEvent.click(deactivate);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Are you sure you want to deactivate your account?' });
    await expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(deactivate).toHaveFocus());
  },
};

/**
 * Arabic: right to left, the texts translated, the switches mirrored by the page's direction, and the
 * server's 'I am here to' choices in Arabic too (admindatas answers in the call's language).
 */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'الإعدادات', level: 1 });
    const hereTo = await canvas.findByRole('radiogroup', { name: 'أنا هنا من أجل' });
    for (const choice of ['مواعدة', 'صداقة', 'دراسة', 'شريك حياة']) await expect(await within(hereTo).findByRole('radio', { name: choice })).toBeInTheDocument();
    await expect(canvas.getByRole('switch', { name: 'إخفاء الإعلانات' })).toBeInTheDocument();
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
