import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PremiumGateProvider, usePremiumGate } from '@/member/premium/premium-gate';
import { Button } from '@/shared/ui/button';
import { Switch } from '@/shared/ui/switch';

/** What a settings or profile screen does with the gate: premium-only actions go through requirePremium. */
function PremiumActions() {
  const { isPremium, requirePremium, openOffer } = usePremiumGate();
  const [hideAds, setHideAds] = useState(false);
  const [locationOpened, setLocationOpened] = useState(false);
  return (
    <div style={{ inlineSize: 340, display: 'grid', gap: 12 }}>
      <p>{isPremium ? 'Premium member' : 'Regular member'}</p>
      <Switch label="Hide Ads" checked={hideAds} onCheckedChange={(on) => requirePremium(() => setHideAds(on))} />
      <Button variant="secondary" onClick={() => requirePremium(() => setLocationOpened(true))}>
        Change location
      </Button>
      {locationOpened ? <p>The location dialog is open</p> : null}
      <Button variant="secondary" onClick={() => openOffer('boost')}>
        Boost
      </Button>
      <Button variant="secondary" onClick={() => openOffer('superLike')}>
        Super like
      </Button>
    </div>
  );
}

function GatedScreen() {
  // The app shell mounts the provider once for every signed-in screen; a story mounts its own.
  return (
    <PremiumGateProvider>
      <PremiumActions />
    </PremiumGateProvider>
  );
}

const meta = {
  title: 'Member/PremiumGate',
  component: GatedScreen,
} satisfies Meta<typeof GatedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A regular member: the premium popup opens instead, focus goes into it and comes back; nothing changes. */
export const RegularMember: Story = {
  parameters: { persona: 'regular' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await canvas.findByText('Regular member');
    const location = canvas.getByRole('button', { name: 'Change location' });
    await userEvent.click(location);

    const popup = await page.findByRole('dialog', { name: 'Become a Premium Member' });
    await expect(popup).toHaveAccessibleDescription('Premium members get:');
    await expect(within(popup).getByText('See who likes you')).toBeInTheDocument();
    // The plans of premiumlistweb, the popular one chosen, and Continue to the payment.
    await expect(await within(popup).findByRole('radio', { name: '90 Days, €24.99', checked: true })).toBeInTheDocument();
    await expect(within(popup).getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/app/Payment');
    await waitFor(() => expect(popup).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Become a Premium Member' })).not.toBeInTheDocument());
    await waitFor(() => expect(location).toHaveFocus());
    await expect(canvas.queryByText('The location dialog is open')).not.toBeInTheDocument();

    // A premium-only toggle stays off and asks for premium too.
    const hideAds = canvas.getByRole('switch', { name: 'Hide Ads' });
    await userEvent.click(hideAds);
    const again = await page.findByRole('dialog', { name: 'Become a Premium Member' });
    await expect(hideAds).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(within(again).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Become a Premium Member' })).not.toBeInTheDocument());
  },
};

/** A premium member: the action runs at once, no popup. */
export const PremiumMember: Story = {
  parameters: { persona: 'premium' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Premium member');
    await userEvent.click(canvas.getByRole('button', { name: 'Change location' }));
    await expect(canvas.getByText('The location dialog is open')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('switch', { name: 'Hide Ads' }));
    await expect(canvas.getByRole('switch', { name: 'Hide Ads' })).toHaveAttribute('aria-checked', 'true');
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog', { name: 'Become a Premium Member' })).not.toBeInTheDocument();
  },
};

export const Arabic: Story = {
  parameters: { persona: 'regular' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Regular member');
    await userEvent.click(canvas.getByRole('button', { name: 'Change location' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'اشترك في العضوية المميزة' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

/** The pack popups, whatever the tier: openOffer('boost') and openOffer('superLike'). */
export const PackOffers: Story = {
  parameters: { persona: 'premium' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await canvas.findByText('Premium member');
    await userEvent.click(canvas.getByRole('button', { name: 'Boost' }));
    const boost = await page.findByRole('dialog', { name: 'Boost your profile' });
    await expect(await within(boost).findByRole('radiogroup', { name: 'Boost packs' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Super like' }));
    const superLike = await page.findByRole('dialog', { name: 'Out of Super Likes' });
    await expect(await within(superLike).findByRole('radiogroup', { name: 'Super like packs' })).toBeInTheDocument();
  },
};
