import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within, waitFor } from 'storybook/test';
import { SignupWizard } from '@/features/signup/components/signup-wizard';
import { startWizard, type WizardState } from '@/features/signup/wizard-state';
import { providePorts } from '@/shared/ports/ports';
import { fakePorts } from '@mocks/fakes';
import { newMemberDetails } from '@mocks/factories/signup';
import { STORY_WAIT } from '../support/story-wait';

const face = { faceId: 'face-story', image: 'verification/face-story.jpg' };
const photo = { imageName: 'signup-story.svg', imageUrl: '' };
const begun = startWizard('enabled');
const at = (state: Partial<WizardState>): WizardState => ({ ...begun, ...state });


/** The wizard's popup (in a portal), once it shows the tab named in its heading. */
async function wizardAt(tab: string) {
  const wizard = await screen.findByRole('dialog', { name: 'Signup' });
  const body = within(wizard);
  await expect(await body.findByRole('heading', { level: 3, name: tab })).toBeInTheDocument();
  await expect(within(body.getByRole('list', { name: 'Sign-up steps' })).getByText(tab).closest('li')).toHaveAttribute('aria-current', 'step');
  return body;
}

/**
 * The sign-up popup, one story per tab (5, 1, 2, 3, 4) and per state. Each
 * starts the wizard where it shows, as the reducer would have left it.
 */
const meta = {
  title: 'Signup/Sign-up wizard',
  component: SignupWizard,
  args: { details: newMemberDetails, emailVerified: 'enabled', onClose: () => undefined },
  parameters: { layout: 'fullscreen', route: '/login?tab=signup' },
  beforeEach: () => providePorts(fakePorts),
} satisfies Meta<typeof SignupWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab 5: the code sent to the mail; Verify and Clear wait for the 4 digits. */
export const Tab5Verification: Story = {
  play: async () => {
    const wizard = await wizardAt('Verification');
    // The steps are numbered in the order they come: the product's tab 5 is the first.
    const steps = within(wizard.getByRole('list', { name: 'Sign-up steps' })).getAllByRole('listitem');
    await expect(steps.map((step) => step.textContent)).toEqual(['1Verification', '2I am here to', '3Photo', '4Interest', '5Location']);
    await expect(wizard.getByText('jamie@example.test')).toBeInTheDocument();
    await expect(wizard.getByLabelText('Verification code')).toBeInTheDocument();
    await expect(wizard.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await expect(wizard.getByRole('button', { name: 'Clear' })).toBeDisabled();
    await expect(wizard.getByRole('button', { name: 'Resend' })).toBeEnabled();
    await expect(wizard.getByRole('button', { name: 'Close the sign-up' })).toBeInTheDocument();
  },
};

export const Tab5VerificationArabic: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    const wizard = within(await screen.findByRole('dialog', { name: 'إنشاء حساب' }));
    await expect(wizard.getByRole('heading', { level: 3, name: 'التحقق' })).toBeInTheDocument();
    await expect(wizard.getByLabelText('رمز التحقق')).toBeInTheDocument();
    await expect(wizard.getByRole('button', { name: 'تحقّق' })).toBeDisabled();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

/** The server does not verify mails: the wizard opens on tab 1. */
export const VerificationSkipped: Story = {
  args: { emailVerified: 'disabled' },
  play: async () => {
    const wizard = await wizardAt('I am here to');
    await expect(wizard.queryByLabelText('Verification code')).not.toBeInTheDocument();
    // No code to enter, so no Verification step: the four steps are numbered 1 to 4.
    const steps = within(wizard.getByRole('list', { name: 'Sign-up steps' })).getAllByRole('listitem');
    await expect(steps.map((step) => step.textContent)).toEqual(['1I am here to', '2Photo', '3Interest', '4Location']);
    await expect(await wizard.findAllByRole('radio')).toHaveLength(4);
  },
};

/** Tab 1: the administrator's four choices, Friends chosen. */
export const Tab1HereTo: Story = {
  args: { initialState: at({ tab: 'hereTo', peopleForId: '2' }) },
  play: async () => {
    const wizard = await wizardAt('I am here to');
    await expect(wizard.getByText('What brings you here? Choose one; you can change it later in the settings.')).toBeInTheDocument();
    await expect(await wizard.findByRole('radio', { name: 'Friends' })).toBeChecked();
    await expect(wizard.getByRole('radio', { name: 'Dating' })).not.toBeChecked();
    await expect(wizard.getAllByRole('radio')).toHaveLength(4);
    await expect(wizard.getAllByRole('listitem')[0]).toHaveTextContent('Verification (done)');
    await expect(wizard.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

/** The choices are on their way: the loader, and Next waits. */
export const Tab1Loading: Story = {
  args: { initialState: at({ tab: 'hereTo' }) },
  parameters: { faults: { admindatas: 'no-answer' } },
  play: async () => {
    const wizard = await wizardAt('I am here to');
    // The loader shows after its delay (docs/product/rules-and-timings.md#timings), not at once.
    await waitFor(() => expect(wizard.getByRole('status')).toHaveTextContent('Loading the choices…'));
    await expect(wizard.queryByRole('radio')).not.toBeInTheDocument();
    await expect(wizard.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** The choices cannot be loaded: the error and a retry; Next stays off. */
export const Tab1LoadFailed: Story = {
  args: { initialState: at({ tab: 'hereTo' }) },
  parameters: { faults: { admindatas: 'network-failure' } },
  play: async () => {
    const wizard = await wizardAt('I am here to');
    await expect(await wizard.findByRole('alert', {}, STORY_WAIT)).toHaveTextContent('The choices could not be loaded.');
    await expect(wizard.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(wizard.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** The webcam popup over tab 1, on the browser's camera. */
export const Webcam: Story = {
  args: { initialState: at({ tab: 'hereTo', peopleForId: '1', webcamOpen: true }) },
  play: async () => {
    const webcam = within(await screen.findByRole('dialog', { name: 'Take a selfie' }));
    await expect(webcam.getByText('Look at the camera. We check that there is a face, then compare it with your photo.')).toBeInTheDocument();
    await expect(webcam.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    // With a camera the Capture button (enabled once it is live); without one (as under happy-dom) the permission message.
    const capture = webcam.queryByRole('button', { name: 'Capture' });
    if (capture) await expect(capture).toBeInTheDocument();
    else await expect(webcam.getByRole('alert')).toHaveTextContent('Kindly allow your webcam Permission');
  },
};

/** No camera allowed: the message, the note and a photo file instead. */
export const WebcamBlocked: Story = {
  args: { initialState: at({ tab: 'hereTo', peopleForId: '1', webcamOpen: true }) },
  beforeEach: () => {
    const devices = navigator.mediaDevices;
    if (!devices) return;
    const original = devices.getUserMedia.bind(devices);
    devices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    return () => {
      devices.getUserMedia = original;
    };
  },
  play: async () => {
    const webcam = within(await screen.findByRole('dialog', { name: 'Take a selfie' }));
    await expect(await webcam.findByRole('alert')).toHaveTextContent('Kindly allow your webcam Permission');
    await expect(webcam.getByText('Enable web camera permission to continue the signup')).toBeInTheDocument();
    await expect(webcam.getByRole('button', { name: 'Try the camera again' })).toBeEnabled();
    await expect(webcam.getByText('Use a photo instead')).toBeInTheDocument();
    await expect(webcam.queryByRole('button', { name: 'Capture' })).not.toBeInTheDocument();
  },
};

/** Tab 2: no photo yet, the picker and Upload. */
export const Tab2Photo: Story = {
  args: { initialState: at({ tab: 'photo', peopleForId: '1', face, faceAccepted: true }) },
  play: async () => {
    const wizard = await wizardAt('Photo');
    await expect(wizard.getByText('Add a clear, recent photo of yourself: it becomes your first profile photo.')).toBeInTheDocument();
    await expect(wizard.getByText('Choose a photo')).toBeInTheDocument();
    await expect(wizard.queryByRole('img', { name: 'The photo you chose' })).not.toBeInTheDocument();
    await expect(wizard.getByRole('button', { name: 'Upload' })).toBeEnabled();
    await expect(wizard.getAllByRole('listitem')[1]).toHaveTextContent('I am here to (done)');
  },
};

/** Tab 3: Music and Travel ticked, the count said. */
export const Tab3Interest: Story = {
  args: { initialState: at({ tab: 'interest', peopleForId: '1', face, faceAccepted: true, photo, interests: ['Music', 'Travel'] }) },
  play: async () => {
    const wizard = await wizardAt('Interest');
    await expect(await wizard.findByRole('checkbox', { name: 'Music' })).toBeChecked();
    await expect(wizard.getByRole('checkbox', { name: 'Travel' })).toBeChecked();
    await expect(wizard.getByRole('checkbox', { name: 'Cooking' })).not.toBeChecked();
    await expect(wizard.getByText('2 interests chosen')).toBeInTheDocument();
    await expect(wizard.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** The interests are on their way: the loader, and Save waits. */
export const Tab3Loading: Story = {
  args: { initialState: at({ tab: 'interest', peopleForId: '1', face, faceAccepted: true, photo }) },
  parameters: { faults: { admindatas: 'no-answer' } },
  play: async () => {
    const wizard = await wizardAt('Interest');
    // The loader shows after its delay (docs/product/rules-and-timings.md#timings), not at once.
    await waitFor(() => expect(wizard.getByRole('status')).toHaveTextContent('Loading the choices…'));
    await expect(wizard.queryByRole('checkbox')).not.toBeInTheDocument();
    await expect(wizard.getByText('0 interests chosen')).toBeInTheDocument();
    await expect(wizard.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

const atLocation = at({ tab: 'location', peopleForId: '1', face, faceAccepted: true, photo, interests: ['Music'] });

/** Tab 4: the empty city field and Join. */
export const Tab4Location: Story = {
  args: { initialState: atLocation },
  play: async () => {
    const wizard = await wizardAt('Location');
    const city = wizard.getByRole('combobox', { name: 'City' });
    await expect(city).toHaveValue('');
    await expect(city).toHaveAttribute('placeholder', 'Start typing your city');
    await expect(wizard.getByRole('button', { name: 'Join with Amora' })).toBeEnabled();
  },
};

/** A city chosen from the suggestions: it fills the field and is said aloud. */
export const Tab4PlaceChosen: Story = {
  args: { initialState: { ...atLocation, place: { place: 'Lyon, Auvergne-Rhône-Alpes, France', lat: '45.764', lon: '4.8357' } } },
  play: async () => {
    const wizard = await wizardAt('Location');
    await expect(wizard.getByRole('combobox', { name: 'City' })).toHaveValue('Lyon, Auvergne-Rhône-Alpes, France');
    await expect(wizard.getByText('Chosen: Lyon, Auvergne-Rhône-Alpes, France')).toBeInTheDocument();
    await expect(wizard.getByRole('button', { name: 'Join with Amora' })).toBeEnabled();
  },
};

/** Join was pressed: the click-once guard holds the button until the answer. */
export const Tab4Joining: Story = {
  args: { initialState: { ...atLocation, place: { place: 'Lyon, Auvergne-Rhône-Alpes, France', lat: '45.764', lon: '4.8357' }, joining: true } },
  play: async () => {
    const wizard = await wizardAt('Location');
    const join = wizard.getByRole('button', { name: 'Creating your account…' });
    // Busy, not disabled: the click-once guard keeps the focus on the button.
    await expect(join).toHaveAttribute('aria-disabled', 'true');
    await expect(join).toHaveAttribute('aria-busy', 'true');
  },
};

/** On a phone the same popup: the steps, tab 1 and the close button. */
export const Narrow: Story = {
  args: { initialState: at({ tab: 'hereTo', peopleForId: '2' }) },
  globals: { viewport: { value: 'mobile1' } },
  play: async () => {
    const wizard = await wizardAt('I am here to');
    await expect(await wizard.findByRole('radio', { name: 'Friends' })).toBeChecked();
    await expect(wizard.getByRole('button', { name: 'Close the sign-up' })).toBeInTheDocument();
  },
};
