import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { SignupForm } from '@/features/signup/signup-form';
import { providePorts } from '@/shared/ports/ports';
import { fakePorts } from '@mocks/fakes';
import { renderScreen } from '../support/render';

beforeEach(() => providePorts(fakePorts));

async function fill(details: Partial<Record<'name' | 'email' | 'password' | 'dob' | 'phone', string>>) {
  const user = userEvent.setup();
  if (details.name !== undefined) await user.type(screen.getByLabelText('Name'), details.name);
  if (details.email !== undefined) await user.type(screen.getByLabelText('Email'), details.email);
  if (details.password !== undefined) await user.type(screen.getByLabelText('Password'), details.password);
  if (details.dob !== undefined) fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: details.dob } });
  if (details.phone !== undefined) await user.type(screen.getByLabelText('Phone number'), details.phone);
  return user;
}

const complete = { name: 'Jamie Rivers', email: 'jamie@example.test', password: 'secret12', dob: '1995-06-15', phone: '+33612345678' };

describe('the sign-up form', () => {
  it("asks 'Please fill the details' when something is missing", async () => {
    await renderScreen(<SignupForm />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill the details');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it("answers 'Please enter valid email' for a malformed mail", async () => {
    await renderScreen(<SignupForm />);
    const user = await fill({ ...complete, email: 'jamie@nowhere' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter valid email');
  });

  it('lets only letters and spaces into the name, and computes the age', async () => {
    await renderScreen(<SignupForm />);
    await fill({ name: 'Ja1mie R_', dob: '1995-06-15' });
    expect(screen.getByLabelText('Name')).toHaveValue('Jamie R');
    expect(screen.getByRole('status', { name: 'Age' })).toHaveTextContent(/^\d+$/);
  });

  it('starts with gender male', async () => {
    await renderScreen(<SignupForm />);
    expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked();
  });

  it("shows the server's 'Email Already Exists' for a taken mail", async () => {
    await renderScreen(<SignupForm />);
    const user = await fill({ ...complete, email: 'free@demo.test' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email Already Exists');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's message for a registered phone", async () => {
    await renderScreen(<SignupForm />);
    const user = await fill({ ...complete, phone: '+15550100001' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, You are already registered this Mobile Number');
  });

  it('opens the wizard on tab 5; a wrong code is refused, 1234 goes on to tab 1', async () => {
    await renderScreen(<SignupForm />);
    const user = await fill(complete);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const wizard = await screen.findByRole('dialog', { name: 'Signup' });
    expect(within(wizard).getByRole('heading', { name: 'Verification' })).toHaveFocus();
    const verify = within(wizard).getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();

    const code = within(wizard).getByLabelText('Verification code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '4321');
    expect(verify).toBeEnabled();
    await user.click(verify);
    expect(await within(wizard).findByText('The OTP is not valid')).toBeInTheDocument();

    await user.click(within(wizard).getByRole('button', { name: 'Clear' }));
    expect(code).toHaveValue('');
    await user.type(code, '1234');
    await user.click(verify);
    expect(await within(wizard).findByText('The OTP has been verified')).toBeInTheDocument();
    expect(await within(wizard).findByRole('heading', { name: 'I am here to' })).toBeInTheDocument();
  });

  it("sends the code again with Resend: 'OTP Sent Successfully'", async () => {
    await renderScreen(<SignupForm />);
    const user = await fill(complete);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const wizard = await screen.findByRole('dialog', { name: 'Signup' });
    await user.click(within(wizard).getByRole('button', { name: 'Resend' }));
    expect(await within(wizard).findByText('OTP Sent Successfully')).toBeInTheDocument();
  });

  it('fills in what the social login and the SMS check left in the cookies', async () => {
    Cookies.set('fbemail', 'new.social@demo.test');
    Cookies.set('fbid', 'fb-new-2002');
    Cookies.set('fbname', 'Charlie New');
    Cookies.set('fbpic', '');
    Cookies.set('signupmobileno', '+33699999999');
    await renderScreen(<SignupForm />);
    expect(screen.getByLabelText('Name')).toHaveValue('Charlie New');
    expect(screen.getByLabelText('Email')).toHaveValue('new.social@demo.test');
    expect(screen.getByLabelText('Phone number')).toHaveValue('+33699999999');
  });

  it('marks every required field and, on a refused submit, names the empty ones and focuses the first', async () => {
    await renderScreen(<SignupForm />);
    expect(screen.getByText('Fields marked * are required.')).toBeInTheDocument();
    for (const label of ['Name', 'Email', 'Password', 'Date of birth', 'Phone number']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    // A malformed mail comes first on the page, but what the message asks for is the empty phone.
    const user = await fill({ ...complete, email: 'jamie@nowhere', phone: undefined });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill the details');
    const phone = screen.getByLabelText('Phone number');
    expect(phone).toHaveFocus();
    expect(phone).toHaveAccessibleDescription(/^Fill in this field/);
    expect(screen.getByLabelText('Name')).not.toHaveAccessibleDescription(/Fill in this field/);
  });

  it("takes 'Please fill the details' and the field's mark away as soon as nothing is missing", async () => {
    await renderScreen(<SignupForm />);
    const user = await fill({ ...complete, phone: undefined });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill the details');
    const phone = screen.getByLabelText('Phone number');
    expect(phone).toHaveAccessibleDescription(/^Fill in this field/);
    await user.type(phone, complete.phone);
    await waitFor(() => expect(phone).not.toHaveAccessibleDescription(/Fill in this field/));
    expect(phone).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it("does not carry the form's message into the wizard", async () => {
    await renderScreen(<SignupForm />);
    const user = await fill({ ...complete, email: 'jamie@nowhere' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter valid email');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), complete.email);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('dialog', { name: 'Signup' });
    expect(screen.queryByText('Please enter valid email')).not.toBeInTheDocument();
  });
});

