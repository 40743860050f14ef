import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoginScreen } from '@/app/routes/login-screen';
import { PhoneLoginPage } from '@/features/phone/phone-login-page';
import { WelcomePage } from '@/features/welcome/welcome-page';
import { changeLanguage } from '@/shared/i18n/i18n';
import { renderScreen } from '../support/render';


/** Inputs whose content is Latin by nature and must read left to right in any language. */
function mustReadLeftToRight(element: Element): boolean {
  if (!(element instanceof HTMLInputElement)) return false;
  return ['email', 'tel'].includes(element.type) || element.autocomplete === 'one-time-code' || element.inputMode === 'numeric';
}

function laidOutLeftToRight(root: ParentNode): string[] {
  return [...root.querySelectorAll('[dir="ltr"]')]
    .filter((element) => !mustReadLeftToRight(element))
    .map((element) => element.outerHTML.slice(0, 120));
}

async function renderArabicLogin(route: string) {
  await renderScreen(<LoginScreen />, { route, path: '/login' });
  await act(() => changeLanguage('ar'));
}

describe('the Arabic /login', () => {
  it('lays the Signin tab out right to left: no element but Latin inputs is LTR', async () => {
    await renderArabicLogin('/login');
    const tabs = await screen.findByRole('tablist');
    expect(tabs.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(laidOutLeftToRight(document.body)).toEqual([]);
  });

  it('lays the Signup tab out right to left, gender options and date/age row included', async () => {
    await renderArabicLogin('/login?tab=signup');
    const gender = await screen.findByRole('group', { name: 'الجنس' });
    expect(within(gender).getAllByRole('radio')).toHaveLength(3);
    expect(laidOutLeftToRight(document.body)).toEqual([]);
    // The email and phone inputs stay LTR on purpose.
    expect(screen.getByRole('textbox', { name: /البريد/ })).toHaveAttribute('dir', 'ltr');
  });


  it('mirrors the welcome page', async () => {
    await renderScreen(<WelcomePage />);
    await act(() => changeLanguage('ar'));
    expect(laidOutLeftToRight(document.body)).toEqual([]);
  });

  it('keeps the phone number LTR and nothing else on /phonelogin', async () => {
    await renderScreen(<PhoneLoginPage />, { route: '/phonelogin', path: '/phonelogin' });
    await act(() => changeLanguage('ar'));
    const phone = await screen.findByRole('textbox');
    expect(phone).toHaveAttribute('dir', 'ltr');
    expect(laidOutLeftToRight(document.body)).toEqual([]);
  });
});
