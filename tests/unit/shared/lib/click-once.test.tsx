import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SignInPage } from '@/features/account/sign-in-page';
import { PhoneLoginPage } from '@/features/phone/phone-login-page';
import { SignupWizard } from '@/features/signup/components/signup-wizard';
import { SignupForm } from '@/features/signup/signup-form';
import { startWizard } from '@/features/signup/wizard-state';
import { providePorts } from '@/shared/ports/ports';
import { fakePorts } from '@mocks/fakes';
import { newMemberDetails } from '@mocks/factories/signup';
import { server } from '@mocks/node';
import { renderScreen } from '../../support/render';
import { callGate, countCalls, type CallCounter } from '../../support/requests';

/**
 * The click-once guard on the public area's submits (docs/product/flows.md#sign-up; a double
 * click sent twice, three clicks in one task three times): one request, the
 * pending text while it runs, and the button works again after an error.
 */
let counter: CallCounter | undefined;
beforeEach(() => providePorts(fakePorts));
afterEach(() => counter?.stop());

const signIn = <SignInPage signup={<p>The sign-up form</p>} />;
const routes = { '/app/PeopleNear': <h1>People near you</h1> };
/** Three clicks in one task, with no re-render between them (React flushes only when the batch ends). */
const threeClicks = (button: HTMLElement) => {
  act(() => {
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
  });
};

describe('Signin', () => {
  it('sends one webemaillogin for three clicks in one task, saying "Signing in…" meanwhile', async () => {
    const gate = callGate();
    server.use(http.post('*/api/webemaillogin', () => gate.wait()));
    counter = countCalls('webemaillogin');
    await renderScreen(signIn, { route: '/login', path: '/login', routes });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'free@demo.test');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    threeClicks(screen.getByRole('button', { name: 'Signin' }));
    const busy = await screen.findByRole('button', { name: 'Signing in…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(busy);
    act(() => gate.open());
    expect(await screen.findByRole('heading', { name: 'People near you' })).toBeInTheDocument();
    expect(counter.count).toBe(1);
  });

  it('sends one request for a double click, and works again after a refusal', async () => {
    const gate = callGate();
    server.use(http.post('*/api/webemaillogin', () => gate.wait(), { once: true }));
    counter = countCalls('webemaillogin');
    await renderScreen(signIn, { route: '/login', path: '/login', routes });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'free@demo.test');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    // An ordinary double click: both presses before the page has re-rendered.
    await userEvent.setup({ delay: null }).dblClick(screen.getByRole('button', { name: 'Signin' }));
    act(() => gate.open());
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(counter.count).toBe(1);
    await user.click(await screen.findByRole('button', { name: 'Signin' }));
    await screen.findByRole('button', { name: 'Signin' });
    expect(counter.count).toBe(2);
  });
});

describe('Forgot Password', () => {
  it('sends one request for three clicks on Send', async () => {
    counter = countCalls('webforgot');
    await renderScreen(signIn, { route: '/login', path: '/login', routes });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot Password' });
    await user.type(within(dialog).getByLabelText('Email'), 'free@demo.test');
    threeClicks(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Password reset link sent to your email');
    expect(counter.count).toBe(1);
  });
});

describe('the sign-up', () => {

  it('Continue sends one mail check for three clicks', async () => {
    counter = countCalls('webcheckemail');
    await renderScreen(<SignupForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), newMemberDetails.name);
    await user.type(screen.getByLabelText('Email'), newMemberDetails.email);
    await user.type(screen.getByLabelText('Password'), newMemberDetails.password);
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: newMemberDetails.dob } });
    await user.type(screen.getByLabelText('Phone number'), newMemberDetails.phone);
    threeClicks(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('dialog', { name: 'Signup' })).toBeInTheDocument();
    expect(counter.count).toBe(1);
  });

  it("the wizard's Verify sends one verifyotp for a double click, and again after a wrong code", async () => {
    const gate = callGate();
    server.use(http.post('*/api/verifyotp', () => gate.wait(), { once: true }));
    counter = countCalls('verifyotp');
    await renderScreen(<SignupWizard details={newMemberDetails} emailVerified="enabled" onClose={() => undefined} />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Verification code'), '9999');
    await userEvent.setup({ delay: null }).dblClick(within(dialog).getByRole('button', { name: 'Verify' }));
    act(() => gate.open());
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(counter.count).toBe(1);
    await user.click(await within(dialog).findByRole('button', { name: 'Verify' }));
    await within(dialog).findByRole('button', { name: 'Verify' });
    expect(counter.count).toBe(2);
  });

  it('Join sends one signupweb for three clicks', async () => {
    const gate = callGate();
    server.use(http.post('*/api/signupweb', () => gate.wait()));
    counter = countCalls('signupweb');
    const place = { place: 'Lyon, Auvergne-Rhône-Alpes, France', lat: '45.764', lon: '4.8357' };
    const initialState = {
      ...startWizard('enabled'),
      tab: 'location' as const,
      peopleForId: '1',
      face: { faceId: 'face-story', image: 'verification/face-story.jpg' },
      faceAccepted: true,
      photo: { imageName: 'signup-story.svg', imageUrl: '' },
      interests: ['Music'],
      place,
    };
    await renderScreen(<SignupWizard details={newMemberDetails} emailVerified="enabled" onClose={() => undefined} initialState={initialState} />, { routes });
    threeClicks(await screen.findByRole('button', { name: /^Join/ }));
    expect(await screen.findByRole('button', { name: 'Creating your account…' })).toHaveAttribute('aria-busy', 'true');
    act(() => gate.open());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Creating your account…' })).not.toBeInTheDocument());
    expect(counter.count).toBe(1);
  });
});

describe('phone login', () => {
  it('Verify sends one webphonelogin for three clicks', async () => {
    counter = countCalls('webphonelogin');
    await renderScreen(<PhoneLoginPage />, { route: '/phonelogin', path: '/phonelogin', routes });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Phone number'), '+15550100001');
    threeClicks(screen.getByRole('button', { name: 'Send the code' }));
    const code = await screen.findByLabelText('SMS code');
    await user.type(code, '123456');
    threeClicks(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('heading', { name: 'People near you' })).toBeInTheDocument();
    expect(counter.count).toBe(1);
  });
});
