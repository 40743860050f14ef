import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, screen, userEvent, within } from 'storybook/test';
import { BoostPaymentScreen, PremiumPaymentScreen, SuperLikePaymentScreen } from '@/features/payments/payment-screen';
import { storeOfferChoice } from '@/member/plans/offer-choice';
import { PremiumGateProvider } from '@/member/premium/premium-gate';
import { clearPurchaseResult } from '@/member/premium/purchase-result';
import { providePorts } from '@/shared/ports/ports';
import { paths } from '@/shared/routing/paths';
import { fakePorts } from '@mocks/fakes';
import { STORY_WAIT } from '../support/story-wait';

/** The three payment screens with the fake drop-in, and /app/Profile behind them where the result shows (through the gate, as in the shell). */
function PaymentRoutes() {
  return (
    <PremiumGateProvider>
      <Routes>
        <Route path={paths.premiumPayment} element={<PremiumPaymentScreen />} />
        <Route path={paths.boostPayment} element={<BoostPaymentScreen />} />
        <Route path={paths.superLikePayment} element={<SuperLikePaymentScreen />} />
        <Route path={paths.profile} element={<h1>Profile</h1>} />
      </Routes>
    </PremiumGateProvider>
  );
}

const meta = {
  title: 'Payments/Payment screens',
  component: PaymentRoutes,
  parameters: { layout: 'fullscreen', persona: 'regular', route: paths.premiumPayment },
  beforeEach: () => {
    providePorts(fakePorts);
    clearPurchaseResult();
    storeOfferChoice('premium', { id: '2', price: '24.99', currency: 'EUR' });
  },
} satisfies Meta<typeof PaymentRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pastes the card (typing it key by key would outlast the 2 s before Pay on a busy machine). */
async function fillCard(number: string) {
  const fields: [string, string][] = [
    ['Card number', number],
    ['Expiration date (MM/YY)', '12/30'],
    ['CVV', '123'],
  ];
  await screen.findByLabelText('Card number', {}, STORY_WAIT);
  for (const [label, value] of fields) {
    await userEvent.click(screen.getByLabelText(label));
    await userEvent.paste(value);
  }
}

export const Loading: Story = {
  parameters: { faults: { premiumlistweb: 'no-answer', generateclienttoken: 'no-answer', premiumid: 'no-answer' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Premium payment' })).toBeInTheDocument();
    await expect(await canvas.findByText('Loading plans…', {}, STORY_WAIT)).toBeInTheDocument();
    await expect(canvas.getByText('Loading the card form…')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  },
};

/** The plan chosen in the popup, its price and free extras, and the card form (Pay follows 2 s after the token: see Declined). */
export const CardFormReady: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: '90 Days, €24.99', checked: true })).toBeInTheDocument();
    await expect(await canvas.findByText('Free Super Likes')).toBeInTheDocument();
    await expect(await canvas.findByLabelText('Card number', {}, STORY_WAIT)).toBeInTheDocument();
    await expect(canvas.getByLabelText('CVV')).toBeInTheDocument();
    await expect(canvas.getByText('€24.99', { selector: 'dd' })).toBeInTheDocument();
  },
};

/** The declined test card: the member goes to the profile, which says the payment failed. */
export const Declined: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillCard('4000 1111 1111 1115');
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay €24.99' }, STORY_WAIT));
    await expect(await canvas.findByRole('heading', { name: 'Profile' }, STORY_WAIT)).toBeInTheDocument();
    await expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed: Processor Declined. Nothing was charged.');
  },
};

export const BoostScreen: Story = {
  parameters: { route: paths.boostPayment },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Boost payment' })).toBeInTheDocument();
    // The first pack is chosen from the start (docs/decisions/008-plan-picker.md): its price shows at once.
    await expect(await canvas.findByRole('radio', { checked: true })).toBeInTheDocument();
    await userEvent.click(await canvas.findByRole('radio', { name: '10 Boosts, €24.99' }));
    await expect(await canvas.findByText('€24.99', { selector: 'dd' })).toBeInTheDocument();
  },
};

export const SuperLikeScreen: Story = {
  parameters: { route: paths.superLikePayment },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Super like payment' })).toBeInTheDocument();
    await userEvent.click(await canvas.findByRole('radio', { name: '30 Super Likes, €19.99' }));
    await expect(await canvas.findByText('€19.99', { selector: 'dd' })).toBeInTheDocument();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'دفع العضوية المميزة' })).toBeInTheDocument();
    const plans = await canvas.findByRole('radiogroup', { name: 'الباقات المميزة' });
    // The plans' unit is the client's word, in Arabic and agreeing with the count (30 and 90 days: يومًا).
    await expect(await within(plans).findAllByText('يومًا')).toHaveLength(4);
    await expect(await canvas.findByLabelText('رقم البطاقة', {}, STORY_WAIT)).toBeInTheDocument();
  },
};

/** A regular member's plans on a phone: the week price, the saving against the shortest plan and the most chosen mark. */
export const PlansOnPhoneRegular: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plans = await canvas.findByRole('radiogroup', { name: 'Premium plans' }, STORY_WAIT);
    const middle = within(plans).getByRole('radio', { name: '90 Days, €24.99' });
    await expect(middle).toHaveAccessibleDescription('Popular, €1.94/week, Save 16%');
    await expect(within(plans).getByRole('radio', { name: '30 Days, €9.99' })).toHaveTextContent('€2.33/week');
    await expect(canvas.queryByText('Your current plan: Premium')).not.toBeInTheDocument();
  },
};

/** A premium member's plans on a phone: their current plan and its end date above the plans. */
export const PlansOnPhonePremium: Story = {
  parameters: { persona: 'premium' },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your current plan: Premium', {}, STORY_WAIT)).toBeInTheDocument();
    await expect(canvas.getByText(/^Your premium membership will expire on \d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeInTheDocument();
    await expect(await canvas.findByRole('radiogroup', { name: 'Premium plans' })).toBeInTheDocument();
  },
};
