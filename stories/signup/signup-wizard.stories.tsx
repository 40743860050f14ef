import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { SignupWizard } from '@/features/signup/components/signup-wizard';
import { startWizard, type WizardState } from '@/features/signup/wizard-state';
import { providePorts } from '@/shared/ports/ports';
import { fakePorts } from '@mocks/fakes';

const details = {
  name: 'Jamie Rivers',
  email: 'jamie@example.test',
  password: 'secret12',
  dob: '1995-06-15',
  age: 31,
  gender: 'female' as const,
  phone: '+33612345678',
};
const face = { faceId: 'face-story', image: 'verification/face-story.jpg' };
const photo = { imageName: 'signup-story.svg', imageUrl: '' };
const begun = startWizard('enabled');
const at = (state: Partial<WizardState>): WizardState => ({ ...begun, ...state });

const hanging = (path: string, method: 'get' | 'post' = 'post') =>
  http[method](`*/api/${path}`, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

/**
 * The sign-up popup, one story per tab (5, 1, 2, 3, 4) and per state. Each
 * starts the wizard where it shows, as the reducer would have left it.
 */
const meta = {
  title: 'Public/Sign-up wizard',
  component: SignupWizard,
  args: { details, emailVerified: 'enabled', onClose: () => undefined },
  parameters: { layout: 'fullscreen', route: '/login?tab=signup' },
  beforeEach: () => providePorts(fakePorts),
} satisfies Meta<typeof SignupWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tab5Verification: Story = {};

export const Tab5VerificationArabic: Story = { globals: { locale: 'ar' } };

/** The server does not verify mails: the wizard opens on tab 1. */
export const VerificationSkipped: Story = { args: { emailVerified: 'disabled' } };

export const Tab1HereTo: Story = { args: { initialState: at({ tab: 'hereTo', peopleForId: '2' }) } };

export const Tab1Loading: Story = {
  args: { initialState: at({ tab: 'hereTo' }) },
  parameters: { msw: [hanging('admindatas', 'get')] },
};

export const Tab1LoadFailed: Story = {
  args: { initialState: at({ tab: 'hereTo' }) },
  parameters: { msw: [http.get('*/api/admindatas', () => HttpResponse.error())] },
};

/** The webcam popup over tab 1, on the browser's camera. */
export const Webcam: Story = { args: { initialState: at({ tab: 'hereTo', peopleForId: '1', webcamOpen: true }) } };

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
};

export const Tab2Photo: Story = { args: { initialState: at({ tab: 'photo', peopleForId: '1', face, faceAccepted: true }) } };

export const Tab3Interest: Story = {
  args: { initialState: at({ tab: 'interest', peopleForId: '1', face, faceAccepted: true, photo, interests: ['Music', 'Travel'] }) },
};

export const Tab3Loading: Story = {
  args: { initialState: at({ tab: 'interest', peopleForId: '1', face, faceAccepted: true, photo }) },
  parameters: { msw: [hanging('admindatas', 'get')] },
};

const atLocation = at({ tab: 'location', peopleForId: '1', face, faceAccepted: true, photo, interests: ['Music'] });

export const Tab4Location: Story = { args: { initialState: atLocation } };

export const Tab4PlaceChosen: Story = {
  args: { initialState: { ...atLocation, place: { place: 'Lyon, Auvergne-Rhône-Alpes, France', lat: '45.764', lon: '4.8357' } } },
};

/** Join was pressed: the click-once guard holds the button until the answer. */
export const Tab4Joining: Story = {
  args: { initialState: { ...atLocation, place: { place: 'Lyon, Auvergne-Rhône-Alpes, France', lat: '45.764', lon: '4.8357' }, joining: true } },
};

export const Narrow: Story = { args: { initialState: at({ tab: 'hereTo', peopleForId: '2' }) }, globals: { viewport: { value: 'mobile1' } } };
