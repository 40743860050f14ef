import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SignInPage } from '@/features/account/sign-in-page';
import { PhoneLoginPage } from '@/features/phone/phone-login-page';
import { SignupForm } from '@/features/signup/signup-form';
import { api } from '@/shared/api/api';
import { providePorts } from '@/shared/ports/ports';
import { readSession } from '@/shared/session/session';
import { paths } from '@/shared/routing/paths';
import { fakePorts } from '@mocks/fakes';
import { fakePhoneVerification } from '@mocks/fakes/phone-verification';
import { DEMO_PASSWORD, demoAccounts } from '@mocks/seed/demo-accounts';
import { renderScreen } from '../support/render';

/** The login, the phone login and the code screens say why the right secret is refused while locked (docs/product/fake-backend-and-demo.md#server-rules). */
const LOCKED = 'Too many wrong attempts. Please try again in 15 minutes';
const routes = { [paths.peopleNear]: <h1>People near you</h1>, [paths.login]: <h1>Login</h1> };

beforeEach(() => providePorts(fakePorts));

async function fiveWrong(attempt: (index: number) => Promise<unknown>) {
  for (let index = 0; index < 5; index++) await attempt(index).catch(() => undefined);
}

describe('a locked secret', () => {
  it('the login shows the lock for the right password', async () => {
    await fiveWrong((index) => api.call('webemaillogin', { email: demoAccounts.regular.email, password: `wrong-${index}` }));
    await renderScreen(<SignInPage signup={<p>The sign-up form</p>} />, { route: paths.login, path: paths.login, routes });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), demoAccounts.regular.email);
    await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Signin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LOCKED);
    expect(readSession()).toBeNull();
  });

  it('the phone login shows the lock for the right SMS code', async () => {
    const { verificationId } = await fakePhoneVerification.sendCode(demoAccounts.regular.phone);
    await fiveWrong(() => fakePhoneVerification.confirmCode(verificationId, '000000'));
    await renderScreen(<PhoneLoginPage />, { route: paths.phoneLogin, path: paths.phoneLogin, routes });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Phone number'), demoAccounts.regular.phone);
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    await user.type(await screen.findByLabelText('SMS code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LOCKED);
    expect(readSession()).toBeNull();
  });

  it("the sign-up's code tab shows the lock for the right mail code", async () => {
    const email = 'jamie@example.test';
    await fiveWrong((index) => api.call('verifyotp', { email, otp: `000${index}` }));
    await renderScreen(<SignupForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Jamie Rivers');
    await user.type(screen.getByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Password'), 'secret12');
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1995-06-15' } });
    await user.type(screen.getByLabelText('Phone number'), '+33612345678');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const wizard = await screen.findByRole('dialog', { name: 'Signup' });
    await user.type(within(wizard).getByLabelText('Verification code'), '1234');
    await user.click(within(wizard).getByRole('button', { name: 'Verify' }));
    expect(await within(wizard).findByText(LOCKED)).toBeInTheDocument();
  });
});
