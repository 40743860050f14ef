import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SignInPage } from '@/features/account/sign-in-page';

/** The /login screen on the fake backend's own handlers. */
const meta = {
  title: 'Account/Sign in',
  component: SignInPage,
  // The Signup tab's content is the sign-up feature's; its own stories show it.
  args: { signup: null },
  parameters: { layout: 'fullscreen', route: '/login' },
} satisfies Meta<typeof SignInPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Signin tab: both fields empty, the ways to the forgotten password, the phone and Facebook. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Signin' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Email')).toHaveValue('');
    await expect(canvas.getByLabelText('Password')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Signin' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Forgot Password?' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Sign in with your phone' })).toHaveAttribute('href', '/phonelogin');
    await expect(canvas.getByRole('button', { name: 'Continue with Facebook' })).toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The server's message for a wrong password, shown for about 2 s. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'free@demo.test');
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Signin' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Email or Password Incorrect');
  },
};

/** The form's own check before any call. */
export const MissingDetails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Signin' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please fill the details');
  },
};

/** While the server thinks, the button says "Signing in…", is busy and cannot be pressed twice (it keeps the focus). */
export const Submitting: Story = {
  parameters: {
    faults: { webemaillogin: 'no-answer' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'free@demo.test');
    await userEvent.type(canvas.getByLabelText('Password'), 'demo1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Signin' }));
    const busy = await canvas.findByRole('button', { name: 'Signing in…' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(busy).toHaveFocus();
  },
};

/** The server cannot be reached: a general message instead of a blank screen. */
export const ServerDown: Story = {
  parameters: { faults: { webemaillogin: 'network-failure' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'free@demo.test');
    await userEvent.type(canvas.getByLabelText('Password'), 'demo1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Signin' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  },
};
