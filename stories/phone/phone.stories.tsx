import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PhoneLoginPage } from '@/features/phone/phone-login-page';
import { SignupFirebasePage } from '@/features/phone/signup-firebase-page';
import { providePorts } from '@/shared/ports/ports';
import { fakePorts } from '@mocks/fakes';

/** /phonelogin and /Signupfirebase: the number, the SMS code (123456 in mock mode), then the outcome. */
const meta = {
  title: 'Phone/Phone verification',
  component: PhoneLoginPage,
  parameters: { layout: 'fullscreen', route: '/phonelogin' },
  beforeEach: () => providePorts(fakePorts),
} satisfies Meta<typeof PhoneLoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function verify(canvasElement: HTMLElement, phone: string, button: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Phone number'), phone);
  await userEvent.click(canvas.getByRole('button', { name: 'Send the code' }));
  await userEvent.type(await canvas.findByLabelText('SMS code'), '123456');
  await userEvent.click(canvas.getByRole('button', { name: button }));
  return canvas;
}

/** The number step: the field, the button that sends the code, the way back to the mail login and the terms. */
export const PhoneLogin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Sign in with your phone' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Phone number')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Send the code' })).toBeEnabled();
    await expect(canvas.queryByLabelText('SMS code')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Sign in with your mail instead' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/helpmain');
  },
};

export const CodeStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Phone number'), '+15550100001');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the code' }));
    await expect(await canvas.findByLabelText('SMS code')).toBeInTheDocument();
  },
};

/** 'notreg': the number is offered the sign-up. */
export const NotRegistered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await verify(canvasElement, '+33612345678', 'Verify and sign in');
    await expect(await canvas.findByRole('button', { name: 'Sign up with this number' })).toBeInTheDocument();
  },
};

export const PhoneLoginArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'تسجيل الدخول برقم هاتفك' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('رقم الهاتف')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'إرسال الرمز' })).toBeInTheDocument();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

/** /Signupfirebase: the number is verified before the sign-up; the way back to it. */
export const SignupFirebase: Story = {
  render: () => <SignupFirebasePage />,
  parameters: { route: '/Signupfirebase' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Verify your phone' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Phone number')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Send the code' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Back to the sign-up' })).toHaveAttribute('href', '/login?tab=signup');
  },
};

/** The number already belongs to a member: the server's message. */
export const SignupFirebaseTaken: Story = {
  render: () => <SignupFirebasePage />,
  parameters: { route: '/Signupfirebase' },
  play: async ({ canvasElement }) => {
    const canvas = await verify(canvasElement, '+15550100002', 'Verify and continue');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Sorry, You are already registered this Mobile Number');
  },
};
