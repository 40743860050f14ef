import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { MemberHelpPage } from '@/features/help/member-help-page';
import { PublicHelpPage } from '@/features/help/public-help-page';

/** The help pages: public (/helpmain) and signed in (/app/Help/{Id}), with the server's HTML sanitized. */
const meta = {
  title: 'Public/Help',
  component: PublicHelpPage,
  parameters: { layout: 'fullscreen', route: '/helpmain' },
} satisfies Meta<typeof PublicHelpPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Public: Story = {};

export const PublicLoading: Story = {
  parameters: {
    msw: [
      http.post('*/api/webhelppages', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    ],
  },
};

/** The public page cannot load: an error with a retry (signed in, it would go to /app/NotFound). */
export const PublicLoadFailed: Story = { parameters: { msw: [http.post('*/api/webhelppages', () => HttpResponse.error())] } };

/** Page 6 carries a script probe: it shows as plain content, nothing runs. */
export const SanitizedPage: Story = { parameters: { route: '/helpmain?id=6' } };

export const PublicNarrow: Story = { globals: { viewport: { value: 'mobile1' } } };

export const PublicArabic: Story = { globals: { locale: 'ar' } };

export const SignedIn: Story = {
  render: () => <MemberHelpPage />,
  parameters: { persona: 'regular', route: '/app/Help/2', routePath: '/app/Help/:id' },
};
