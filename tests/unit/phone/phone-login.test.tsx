import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PhoneLoginPage } from '@/features/phone/phone-login-page';
import { SignupFirebasePage } from '@/features/phone/signup-firebase-page';
import { providePorts } from '@/shared/ports/ports';
import { readSession } from '@/shared/session/session';
import { paths } from '@/shared/routing/paths';
import { fakePorts } from '@mocks/fakes';
import { renderScreen } from '../support/render';

beforeEach(() => providePorts(fakePorts));
afterEach(() => Cookies.remove('signupmobileno', { path: '/' }));

const landings = { [paths.peopleNear]: <h1>People near you</h1>, [paths.login]: <h1>Login</h1> };

async function verifyNumber(phone: string, code = '123456') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Phone number'), phone);
  await user.click(screen.getByRole('button', { name: 'Send the code' }));
  await user.type(await screen.findByLabelText('SMS code'), code);
  return user;
}

describe('phone login', () => {
  it('signs a registered number in and goes to People Near', async () => {
    await renderScreen(<PhoneLoginPage />, { route: paths.phoneLogin, path: paths.phoneLogin, routes: landings });
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', paths.publicHelp);
    const user = await verifyNumber('+1 555 010 0001');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('heading', { name: 'People near you' })).toBeInTheDocument();
    expect(readSession()?.userId).toBe('1');
  });

  it('offers the sign-up to a number that is not registered, keeping it for the form', async () => {
    await renderScreen(<PhoneLoginPage />, { route: paths.phoneLogin, path: paths.phoneLogin, routes: landings });
    const user = await verifyNumber('+33612345678');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The number +33612345678 is not registered yet.');
    await user.click(screen.getByRole('button', { name: 'Sign up with this number' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(Cookies.get('signupmobileno')).toBe('+33612345678');
    expect(readSession()).toBeNull();
  });

  it('refuses a wrong SMS code', async () => {
    await renderScreen(<PhoneLoginPage />, { route: paths.phoneLogin, path: paths.phoneLogin, routes: landings });
    const user = await verifyNumber('+15550100001', '111111');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This code is not valid');
    expect(readSession()).toBeNull();
  });

  it('clears a refused code and puts the focus back, so the right one can be typed', async () => {
    await renderScreen(<PhoneLoginPage />, { route: paths.phoneLogin, path: paths.phoneLogin, routes: landings });
    const user = await verifyNumber('+15550100001', '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await screen.findByRole('alert');
    const code = screen.getByLabelText('SMS code');
    await waitFor(() => expect(code).toHaveValue(''));
    expect(code).toHaveFocus();
    await user.keyboard('123456');
    expect(code).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('heading', { name: 'People near you' })).toBeInTheDocument();
  });

  it('asks for the country code before sending anything', async () => {
    await renderScreen(<PhoneLoginPage />, { route: paths.phoneLogin, path: paths.phoneLogin, routes: landings });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Phone number'), '0612');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the number with its country code');
  });
});

describe(paths.signupFirebase, () => {
  it('keeps a free, verified number and continues to the Signup tab', async () => {
    await renderScreen(<SignupFirebasePage />, { route: paths.signupFirebase, path: paths.signupFirebase, routes: landings });
    const user = await verifyNumber('+33612345678');
    await user.click(screen.getByRole('button', { name: 'Verify and continue' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(Cookies.get('signupmobileno')).toBe('+33612345678');
  });

  it("stops a registered number with the server's message", async () => {
    await renderScreen(<SignupFirebasePage />, { route: paths.signupFirebase, path: paths.signupFirebase, routes: landings });
    const user = await verifyNumber('+15550100002');
    await user.click(screen.getByRole('button', { name: 'Verify and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, You are already registered this Mobile Number');
    expect(Cookies.get('signupmobileno')).toBeUndefined();
  });
});
