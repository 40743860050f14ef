import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '@/shared/routing/paths';
import { ProfileArea, provideFakePorts } from './profile-area';

/** /app/Profile/EditProfile: phone row, name, read-only email and age, gender, four short texts. */
const meta = {
  title: 'Profile/Edit profile',
  component: ProfileArea,
  parameters: { layout: 'fullscreen', route: paths.editProfile, persona: 'regular' },
  beforeEach: provideFakePorts,
} satisfies Meta<typeof ProfileArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: {
    faults: { webprofile: 'no-answer' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Edit profile' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loading your profile…'));
  },
};

/** The edit profile cannot load: /app/NotFound (docs/product/messages.md#where-a-failure-leads). */
export const LoadFailed: Story = {
  parameters: { faults: { webprofile: { message: 'No user' } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: '404 page not found' })).toBeInTheDocument();
  },
};

/** A regular member saves: the server's 'Profile information changed'. */
export const Regular: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByLabelText('Name');
    await expect(name).toHaveValue('Alex');
    await expect(canvas.getByLabelText('Email')).toHaveValue('free@demo.test');
    await expect(canvas.getByText('+15550100001')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'Other' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Profile information changed')).toBeInTheDocument();
  },
};

/** A premium member's form, with a name too short refused before any call. */
export const Premium: Story = {
  parameters: { persona: 'premium' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByLabelText('Name');
    await expect(name).toHaveValue('Sam');
    await userEvent.clear(name);
    await userEvent.type(name, 'S4m');
    await expect(name).toHaveValue('Sm');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Name must be 3 to 20 letters')).toBeInTheDocument();
  },
};

/** A refusal of the save shows the server's message in the error style. */
export const SaveRefused: Story = {
  parameters: { faults: { websetprofile: { message: 'Job must be at most 60 characters' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Job must be at most 60 characters');
  },
};

/** About You, Job, Company and School show their limit; near it a warning, at it the typing stops with a word. */
export const TextLimits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const job = await canvas.findByLabelText('Job');
    await expect(job).toHaveAccessibleDescription('Up to 60 characters');
    await userEvent.clear(job);
    await userEvent.type(job, 'Pastry chef at a small family bakery near the old market');
    await expect(await canvas.findByText('Nearly at the 60-character limit')).toBeInTheDocument();
    const school = canvas.getByLabelText('School');
    await userEvent.clear(school);
    await userEvent.type(school, 'École nationale supérieure des arts décoratifs de Paris, France');
    await expect(school).toHaveValue('École nationale supérieure des arts décoratifs de Paris, Fra');
    await expect(await canvas.findByText('60-character limit reached: the typing stops here')).toBeInTheDocument();
  },
};

export const TextLimitsArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const job = await canvas.findByLabelText('الوظيفة');
    await userEvent.clear(job);
    await userEvent.type(job, 'ب'.repeat(55));
    await expect(await canvas.findByText('اقتربت من الحد الأقصى وهو 60 حرفًا')).toBeInTheDocument();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
