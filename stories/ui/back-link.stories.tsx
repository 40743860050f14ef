import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BackLink } from '@/shared/ui/back-link';

/** The way back of a screen: with its words (the filter, a profile, the profile's editors) or the arrow alone (a chat's header, settings, payment). */
function BackLinks() {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
      <BackLink to="/app/PeopleNear">Back</BackLink>
      <BackLink to="/app/Message" label="Back" />
    </div>
  );
}

const meta = {
  title: 'UI/Back link',
  component: BackLinks,
} satisfies Meta<typeof BackLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both are links named "Back", the arrow hidden from screen readers. */
export const Both: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link', { name: 'Back' });
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['/app/PeopleNear', '/app/Message']);
    for (const link of links) await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** In Arabic the page is right-to-left and the arrow points right, the way back (a look for the eye: the test renders no CSS). */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
