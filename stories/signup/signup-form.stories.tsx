import type { Meta, StoryObj } from '@storybook/react-vite';
import Cookies from 'js-cookie';
import { expect, userEvent, within } from 'storybook/test';
import { SignupForm } from '@/features/signup/signup-form';
import { providePorts } from '@/shared/ports/ports';
import { fakePorts } from '@mocks/fakes';

const signupCookies = ['fbemail', 'fbid', 'fbname', 'fbpic', 'signupmobileno'];

/** The Signup tab's form: its own checks, then the mail and phone checks before the wizard. */
const meta = {
  title: 'Signup/Sign-up form',
  component: SignupForm,
  parameters: { layout: 'padded', route: '/login?tab=signup' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 420 }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    providePorts(fakePorts);
    for (const name of signupCookies) Cookies.remove(name, { path: '/' });
  },
} satisfies Meta<typeof SignupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillIn(canvasElement: HTMLElement, email = 'jamie@example.test') {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Name'), 'Jamie Rivers');
  await userEvent.type(canvas.getByLabelText('Email'), email);
  await userEvent.type(canvas.getByLabelText('Password'), 'secret12');
  await userEvent.type(canvas.getByLabelText('Date of birth'), '1995-06-15');
  await userEvent.type(canvas.getByLabelText('Phone number'), '+33612345678');
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
  return canvas;
}

/** Every field empty with its hint, Male chosen, no age yet; the link to verify the phone by SMS. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Name', 'Email', 'Password', 'Date of birth', 'Phone number']) {
      await expect(canvas.getByLabelText(label)).toHaveValue('');
    }
    await expect(canvas.getByText('3 to 20 letters and spaces.')).toBeInTheDocument();
    await expect(canvas.getByText('6 to 15 characters.')).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'Male' })).toBeChecked();
    await expect(canvas.getByText('–')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Verify it by SMS' })).toHaveAttribute('href', '/Signupfirebase');
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** What the social login and the SMS check left in the temporary cookies. */
export const Prefilled: Story = {
  beforeEach: () => {
    Cookies.set('fbemail', 'new.social@demo.test', { path: '/' });
    Cookies.set('fbid', 'fb-new-2002', { path: '/' });
    Cookies.set('fbname', 'Charlie New', { path: '/' });
    Cookies.set('signupmobileno', '+33699999999', { path: '/' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Name')).toHaveValue('Charlie New');
    await expect(canvas.getByLabelText('Email')).toHaveValue('new.social@demo.test');
    await expect(canvas.getByLabelText('Phone number')).toHaveValue('+33699999999');
    await expect(canvas.getByLabelText('Password')).toHaveValue('');
  },
};

/** Nothing filled in: every required field is marked 'Fill in this field' and the first takes the focus. */
export const MissingDetails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please fill the details');
    await expect(canvas.getByLabelText('Name')).toHaveFocus();
    await expect(canvas.getAllByText('Fill in this field')).toHaveLength(5);
  },
};

/** Only the phone is missing: it alone is marked, and it takes the focus. */
export const MissingPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Name'), 'Jamie Rivers');
    await userEvent.type(canvas.getByLabelText('Email'), 'jamie@example.test');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret12');
    await userEvent.type(canvas.getByLabelText('Date of birth'), '1995-06-15');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please fill the details');
    await expect(canvas.getByLabelText('Phone number')).toHaveFocus();
    await expect(canvas.getAllByText('Fill in this field')).toHaveLength(1);
  },
};

export const TakenMail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement, 'free@demo.test');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Email Already Exists');
  },
};

/** The mail check is on its way: the button waits and cannot be pressed twice. */
export const Checking: Story = {
  parameters: {
    faults: { webcheckemail: 'no-answer' },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement);
    const busy = await canvas.findByRole('button', { name: 'Checking…' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('الاسم')).toBeInTheDocument();
    await expect(canvas.getByLabelText('البريد الإلكتروني')).toBeInTheDocument();
    await expect(canvas.getByLabelText('رقم الهاتف')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'متابعة' })).toBeEnabled();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
