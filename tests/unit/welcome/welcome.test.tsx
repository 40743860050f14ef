import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WelcomePage } from '@/features/welcome/welcome-page';
import { paths } from '@/shared/routing/paths';
import { renderScreen } from '../support/render';


describe('the welcome page', () => {
  it('leads to the mail login, the phone login and the terms', async () => {
    await renderScreen(<WelcomePage />);
    expect(screen.getByRole('link', { name: 'Continue with email' })).toHaveAttribute('href', paths.login);
    expect(screen.getByRole('link', { name: 'Sign in with your phone' })).toHaveAttribute('href', paths.phoneLogin);
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', paths.publicHelp);
  });

  it('has a three-slide carousel with named dots and a pause button', async () => {
    await renderScreen(<WelcomePage />);
    const carousel = screen.getByRole('region', { name: 'What Amora offers' });
    expect(within(carousel).getAllByRole('group', { hidden: true })).toHaveLength(3);
    expect(within(carousel).getByRole('button', { name: 'Show slide 1: Meet people near you' })).toHaveAttribute('aria-current', 'true');
    expect(within(carousel).getByRole('button', { name: 'Show slide 3: Real people, verified' })).toBeInTheDocument();
    const pause = within(carousel).getByRole('button', { name: 'Pause the slides' });
    await userEvent.setup().click(pause);
    expect(within(carousel).getByRole('button', { name: 'Play the slides' })).toBeInTheDocument();
  });

  it('switches to Arabic, right to left', async () => {
    await renderScreen(<WelcomePage />);
    await userEvent.setup().click(screen.getByRole('radio', { name: /العربية/ }));
    expect(await screen.findByRole('heading', { name: 'اعثر على أشخاصك' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
  });
});
