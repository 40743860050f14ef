import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { LoginScreen } from '@/app/routes/login-screen';
import { providePorts } from '@/shared/ports/ports';
import { fakePorts } from '@mocks/fakes';
import { chooseSocialIdentity } from '@mocks/fakes/social-login';

/** /login with the sign-up composed in: the Forgot Password popup, the social login and the Signup tab. */
const meta = {
  title: 'Account/Sign in extras',
  component: LoginScreen,
  parameters: { layout: 'fullscreen', route: '/login' },
  beforeEach: () => {
    providePorts(fakePorts);
    chooseSocialIdentity(null);
  },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function askForReset(canvasElement: HTMLElement, email: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Forgot Password?' }));
  const dialog = await screen.findByRole('dialog', { name: 'Forgot Password' });
  if (email) await userEvent.type(within(dialog).getByLabelText('Email'), email);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  return dialog;
}

export const ForgotPasswordOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Forgot Password?' }));
    await expect(await screen.findByRole('dialog', { name: 'Forgot Password' })).toBeInTheDocument();
  },
};

export const ForgotPasswordSent: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await askForReset(canvasElement, 'free@demo.test');
    await expect(await within(dialog).findByRole('status')).toHaveTextContent('Password reset link sent to your email');
  },
};

export const ForgotPasswordUnknownMail: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await askForReset(canvasElement, 'nobody@demo.test');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Email Id not registered');
  },
};

export const ForgotPasswordSending: Story = {
  parameters: {
    faults: { webforgot: 'no-answer' },
  },
  play: async ({ canvasElement }) => {
    const dialog = await askForReset(canvasElement, 'free@demo.test');
    const busy = await within(dialog).findByRole('button', { name: 'Sending…' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The fake provider's window: the person chooses who they are. */
export const SocialLoginChooser: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue with Facebook' }));
    await expect(await screen.findByRole('dialog', { name: 'Demo social login' })).toBeInTheDocument();
  },
};

/** A new person from the social login lands on the Signup tab, name and mail filled in. */
export const SocialLoginNewPerson: Story = {
  play: async ({ canvasElement }) => {
    chooseSocialIdentity('new');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue with Facebook' }));
    await expect(await within(canvasElement).findByDisplayValue('Charlie New')).toBeInTheDocument();
  },
};

/** /login?tab=signup: the Signup tab chosen, with the sign-up form composed in. */
export const SignupTab: Story = {
  parameters: { route: '/login?tab=signup' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Signup' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Name')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await expect(canvas.queryByRole('heading', { name: 'Welcome back' })).not.toBeInTheDocument();
  },
};

export const SignupTabArabic: Story = {
  parameters: { route: '/login?tab=signup' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'إنشاء حساب' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByRole('heading', { name: 'أنشئ حسابك' })).toBeInTheDocument();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
