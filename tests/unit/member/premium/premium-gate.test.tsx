import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppShell } from '@/app/shell/app-shell';
import { usePremiumGate } from '@/member/premium/premium-gate';
import { signIn } from '@mocks/testing/sign-in';
import { renderScreen } from '../../support/render';

/** A screen with a premium action, as the next screens will have. */
function ChangeLocation() {
  const { requirePremium } = usePremiumGate();
  const [done, setDone] = useState(false);
  return (
    <>
      <button type="button" onClick={() => requirePremium(() => setDone(true))}>
        Change location
      </button>
      {done ? <p>Location changed</p> : null}
    </>
  );
}

const shellWith = (screenUnderTest: ReactElement) => (
  <Routes>
    <Route path="/app" element={<AppShell />}>
      <Route path="Profile" element={screenUnderTest} />
    </Route>
  </Routes>
);

describe('the premium gate of the signed-in shell', () => {
  it('opens the premium popup for a regular member instead of the action, and leads on to /app/Payment', async () => {
    await signIn('regular');
    await renderScreen(shellWith(<ChangeLocation />), { route: '/app/Profile' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change location' }));
    const popup = await screen.findByRole('dialog', { name: 'Become a Premium Member' });
    expect(screen.queryByText('Location changed')).not.toBeInTheDocument();
    // Continue comes with the plans of premiumlistweb (the first one chosen).
    expect(await within(popup).findByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/app/Payment');
    await user.click(within(popup).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change location' })).toHaveFocus());
  });

  it('runs the action for a premium member', async () => {
    await signIn('premium');
    await renderScreen(shellWith(<ChangeLocation />), { route: '/app/Profile' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Change location' }));
    expect(screen.getByText('Location changed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

});
