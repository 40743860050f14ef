import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { BoostPopup, SuperLikePopup } from '@/member/premium/pack-popups';
import { PremiumPopup } from '@/member/premium/premium-popup';
import { STORY_WAIT } from '../support/story-wait';

/** The purchase popups every screen opens through usePremiumGate().openOffer(...), on the fake backend's plans. */
function Popups({ offer }: { offer: 'premium' | 'boost' | 'superLike' }) {
  const close = () => undefined;
  if (offer === 'boost') return <BoostPopup open onOpenChange={close} />;
  if (offer === 'superLike') return <SuperLikePopup open onOpenChange={close} />;
  return <PremiumPopup open onOpenChange={close} />;
}

const meta = {
  title: 'Payments/Purchase popups',
  component: Popups,
  args: { offer: 'premium' },
  parameters: { persona: 'regular', route: '/app/PeopleNear' },
} satisfies Meta<typeof Popups>;

export default meta;
type Story = StoryObj<typeof meta>;

const emptyList = (call: string, extra: Record<string, string> = {}) =>
  http.post(`*/api/${call}`, () => HttpResponse.json({ status: 'true', result: [], currency: 'EUR', payment: 'braintree', license_key: 'x', ...extra }));

/** The features and the four plans, the popular one chosen (docs/decisions/008-plan-picker.md); the arrow keys move the choice and it is announced. */
export const PremiumPlans: Story = {
  play: async () => {
    const popup = await screen.findByRole('dialog', { name: 'Become a Premium Member' });
    await expect(within(popup).getByText('Change location to any city')).toBeInTheDocument();
    const plans = await within(popup).findByRole('radiogroup', { name: 'Premium plans' });
    await expect(within(plans).getAllByRole('radio')).toHaveLength(4);
    const popular = within(plans).getByRole('radio', { name: '90 Days, €24.99' });
    await expect(popular).toHaveAttribute('aria-checked', 'true');
    popular.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(plans).getByRole('radio', { name: '180 Days, €44.99' })).toHaveAttribute('aria-checked', 'true');
    await expect(within(popup).getByText('Selected: 180 Days, €44.99')).toBeInTheDocument();
    await expect(within(popup).getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/app/Payment');
  },
};

export const PremiumNoPlans: Story = {
  parameters: { msw: [emptyList('premiumlistweb')] },
  play: async () => {
    const popup = await screen.findByRole('dialog', { name: 'Become a Premium Member' });
    await expect(await within(popup).findByText('No Plans Available', {}, STORY_WAIT)).toBeInTheDocument();
    await expect(within(popup).queryByRole('link', { name: 'Continue' })).not.toBeInTheDocument();
  },
};

export const PremiumLoading: Story = {
  parameters: {
    faults: { premiumlistweb: 'no-answer' },
  },
  play: async () => {
    const popup = await screen.findByRole('dialog', { name: 'Become a Premium Member' });
    await expect(await within(popup).findByRole('status', {}, STORY_WAIT)).toHaveTextContent('Loading plans…');
    await expect(within(popup).queryByRole('radiogroup')).not.toBeInTheDocument();
  },
};

export const PremiumError: Story = {
  parameters: { faults: { premiumlistweb: 'network-failure' } },
  play: async () => {
    const popup = await screen.findByRole('dialog', { name: 'Become a Premium Member' });
    await expect(await within(popup).findByRole('alert', {}, STORY_WAIT)).toHaveTextContent('Something went wrong');
    await expect(within(popup).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

export const BoostPacks: Story = {
  args: { offer: 'boost' },
  play: async () => {
    const popup = await screen.findByRole('dialog', { name: 'Boost your profile' });
    await expect(popup).toHaveAccessibleDescription('Be the top profile in your area for 30minutes');
    const packs = await within(popup).findByRole('radiogroup', { name: 'Boost packs' });
    await userEvent.click(within(packs).getByRole('radio', { name: '5 Boosts, €14.99' }));
    await waitFor(() => expect(within(packs).getByRole('radio', { name: '5 Boosts, €14.99' })).toHaveAttribute('aria-checked', 'true'));
    await expect(within(popup).getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/app/Boostpayment');
  },
};

export const OutOfSuperLikes: Story = {
  args: { offer: 'superLike' },
  play: async () => {
    const popup = await screen.findByRole('dialog', { name: 'Out of Super Likes' });
    const packs = await within(popup).findByRole('radiogroup', { name: 'Super like packs' });
    await expect(within(packs).getByRole('radio', { name: '5 Super Likes, €4.99' })).toHaveAttribute('aria-checked', 'true');
    await expect(within(popup).getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/app/Superlikepayment');
  },
};

export const SuperLikeNoPlans: Story = {
  args: { offer: 'superLike' },
  parameters: { msw: [emptyList('websuperlikelist', { superlike_count: '0' })] },
  play: async () => {
    const popup = await screen.findByRole('dialog', { name: 'Out of Super Likes' });
    await expect(await within(popup).findByText('No Plans Available', {}, STORY_WAIT)).toBeInTheDocument();
  },
};

export const PremiumArabic: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    const popup = await screen.findByRole('dialog', { name: 'اشترك في العضوية المميزة' });
    const plans = await within(popup).findByRole('radiogroup', { name: 'الباقات المميزة' });
    await expect(within(plans).getAllByRole('radio')).toHaveLength(4);
    await expect(within(popup).getByRole('link', { name: 'متابعة' })).toBeInTheDocument();
  },
};
