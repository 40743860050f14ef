import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { PremiumGateProvider, usePremiumGate, type Offer } from '@/member/premium/premium-gate';
import { clearPurchaseResult, storePurchaseResult } from '@/member/premium/purchase-result';
import { paths } from '@/shared/routing/paths';
import { server } from '@mocks/node';
import { renderScreen } from '../support/render';
import { network } from '@mocks/controls/network';

function Opener() {
  const { openOffer } = usePremiumGate();
  return (
    <>
      {(['premium', 'boost', 'superLike'] as Offer[]).map((offer) => (
        <button key={offer} type="button" onClick={() => openOffer(offer)}>
          open {offer}
        </button>
      ))}
    </>
  );
}

const routes = {
  [paths.premiumPayment]: <h1>Premium payment screen</h1>,
  [paths.boostPayment]: <h1>Boost payment screen</h1>,
  [paths.superLikePayment]: <h1>Super like payment screen</h1>,
};

async function renderGate() {
  await renderScreen(
    <PremiumGateProvider>
      <Opener />
    </PremiumGateProvider>,
    { as: 'regular', route: paths.profile, path: paths.profile, routes },
  );
  return userEvent.setup();
}

afterEach(() => clearPurchaseResult());

describe('the premium popup', () => {
  it('lists the features and the plans, moves the choice with the keyboard, and continues with the plan stored', async () => {
    const user = await renderGate();
    await user.click(screen.getByRole('button', { name: 'open premium' }));
    const popup = await screen.findByRole('dialog', { name: 'Become a Premium Member' });
    expect(within(popup).getByText('See who likes you')).toBeInTheDocument();
    const plans = await within(popup).findByRole('radiogroup', { name: 'Premium plans' });
    expect(within(plans).getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '30 Days, €9.99',
      '90 Days, €24.99',
      '180 Days, €44.99',
      '365 Days, €79.99',
    ]);
    // The plan marked most chosen is chosen from the start (docs/decisions/008-plan-picker.md).
    expect(within(plans).getByRole('radio', { checked: true })).toHaveAccessibleName('90 Days, €24.99');
    expect(within(plans).getByText('5 free Super Likes')).toBeInTheDocument();
    expect(within(plans).getByText('1 free Boost')).toBeInTheDocument();

    within(plans).getByRole('radio', { checked: true }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(within(plans).getByRole('radio', { name: '30 Days, €9.99' })).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowRight}');
    expect(within(plans).getByRole('radio', { name: '90 Days, €24.99' })).toHaveAttribute('aria-checked', 'true');
    expect(within(plans).getByRole('radio', { name: '90 Days, €24.99' })).toHaveFocus();
    expect(within(popup).getByText('Selected: 90 Days, €24.99')).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(within(plans).getByRole('radio', { name: '365 Days, €79.99' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(popup).getByRole('button', { name: 'Previous plan' }));
    expect(within(plans).getByRole('radio', { name: '180 Days, €44.99' })).toHaveAttribute('aria-checked', 'true');

    await user.click(within(popup).getByRole('link', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Premium payment screen' })).toBeInTheDocument();
    expect(localStorage.getItem('selected_premium')).toBe('3');
    expect(localStorage.getItem('premium_price')).toBe('44.99');
    expect(localStorage.getItem('currency')).toBe('EUR');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says No Plans Available and offers no Continue when the server has no plan', async () => {
    server.use(http.post('*/api/premiumlistweb', () => HttpResponse.json({ status: 'true', result: [], currency: 'EUR', payment: 'braintree', license_key: 'x' })));
    const user = await renderGate();
    await user.click(screen.getByRole('button', { name: 'open premium' }));
    const popup = await screen.findByRole('dialog', { name: 'Become a Premium Member' });
    expect(await within(popup).findByText('No Plans Available')).toBeInTheDocument();
    expect(within(popup).queryByRole('link', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the plans cannot be loaded', async () => {
    network.injectRefusal('premiumlistweb', { message: 'Payments are not available' });
    const user = await renderGate();
    await user.click(screen.getByRole('button', { name: 'open premium' }));
    const popup = await screen.findByRole('dialog', { name: 'Become a Premium Member' });
    expect(await within(popup).findByRole('alert')).toHaveTextContent('Something went wrong');
    network.injectRefusal('premiumlistweb', null);
    await user.click(within(popup).getByRole('button', { name: 'Try again' }));
    expect(await within(popup).findByRole('radiogroup', { name: 'Premium plans' })).toBeInTheDocument();
  });
});

describe('the pack popups', () => {
  it('sells boost packs and continues to /app/Boostpayment', async () => {
    const user = await renderGate();
    await user.click(screen.getByRole('button', { name: 'open boost' }));
    const popup = await screen.findByRole('dialog', { name: 'Boost your profile' });
    expect(popup).toHaveAccessibleDescription('Be the top profile in your area for 30minutes');
    await user.click(await within(popup).findByRole('radio', { name: '10 Boosts, €24.99' }));
    await user.click(within(popup).getByRole('link', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Boost payment screen' })).toBeInTheDocument();
    expect(localStorage.getItem('selected_boostpremium')).toBe('3');
    expect(localStorage.getItem('boostpremium_price')).toBe('24.99');
  });

  it('says Out of Super Likes with the super-like packs and continues to /app/Superlikepayment', async () => {
    const user = await renderGate();
    await user.click(screen.getByRole('button', { name: 'open superLike' }));
    const popup = await screen.findByRole('dialog', { name: 'Out of Super Likes' });
    const packs = await within(popup).findByRole('radiogroup', { name: 'Super like packs' });
    expect(within(packs).getAllByRole('radio')).toHaveLength(3);
    await user.click(within(popup).getByRole('link', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Super like payment screen' })).toBeInTheDocument();
    expect(localStorage.getItem('selected_superlikepremium')).toBe('1');
    expect(localStorage.getItem('superlikepremium_price')).toBe('4.99');
  });

  it('says No Plans Available when no super-like pack exists', async () => {
    server.use(
      http.post('*/api/websuperlikelist', () =>
        HttpResponse.json({ status: 'true', result: [], superlike_count: '0', currency: 'EUR', payment: 'braintree', license_key: 'x' }),
      ),
    );
    const user = await renderGate();
    await user.click(screen.getByRole('button', { name: 'open superLike' }));
    const popup = await screen.findByRole('dialog', { name: 'Out of Super Likes' });
    expect(await within(popup).findByText('No Plans Available')).toBeInTheDocument();
  });
});

describe('the purchase result', () => {
  it('shows the premium benefits popup once', async () => {
    localStorage.setItem('premium_popup', 'true');
    const user = await renderGate();
    const popup = await screen.findByRole('dialog', { name: 'You are a Premium Member' });
    expect(within(popup).getByText('Turn off ads')).toBeInTheDocument();
    expect(localStorage.getItem('premium_popup')).toBeNull();
    await user.click(within(popup).getByRole('button', { name: 'Great' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows Boost Purchased Successfully and Superlike Purchased Successfully as banners', async () => {
    await renderGate();
    act(() => storePurchaseResult({ outcome: 'bought', offer: 'boost' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Boost Purchased Successfully');
    expect(localStorage.getItem('boost_premium_popup')).toBeNull();
    act(() => storePurchaseResult({ outcome: 'bought', offer: 'superLike' }));
    expect(await screen.findByText('Superlike Purchased Successfully')).toBeInTheDocument();
  });

  it('says a payment failed, with the server message', async () => {
    await renderGate();
    act(() => storePurchaseResult({ outcome: 'failed', offer: 'premium', message: 'Processor Declined' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed: Processor Declined. Nothing was charged.');
  });
});
