import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useNotice } from '@/shared/lib/use-notice';
import { Button } from '@/shared/ui/button';
import { NoticeBanner, NoticeRegion } from '@/shared/ui/notice';
import { STORY_WAIT } from '../support/story-wait';

function NoticeDemo({ durationMs, banner }: { durationMs: number; banner: boolean }) {
  const { notice, show, clear } = useNotice(durationMs);
  const Region = banner ? NoticeBanner : NoticeRegion;
  return (
    <div style={{ display: 'grid', gap: 12, maxInlineSize: 420 }}>
      <Region notice={notice} />
      <Button onClick={() => show('Profile updated Successfully', 'success')}>Save</Button>
      <Button variant="secondary" onClick={() => show('Something went wrong. Please try again.')}>
        Fail
      </Button>
      <Button variant="ghost" onClick={clear}>
        Dismiss
      </Button>
    </div>
  );
}

/**
 * The timed notice: `useNotice(ms)` and a region that is always in the page.
 * Success is a polite status, an error an alert; each goes after its time
 * (NOTICE_MS: 2 s errors, 3 s deletes, 4 s sign-up, 5 s settings). The
 * stories use a short time so their checks wait little.
 */
const meta = {
  title: 'UI/Notice',
  component: NoticeDemo,
  args: { durationMs: 400, banner: false },
} satisfies Meta<typeof NoticeDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SuccessGoesAfterItsTime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shownAt = Date.now();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Profile updated Successfully');
    await expect(status.parentElement).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument(), STORY_WAIT);
    await expect(Date.now() - shownAt).toBeGreaterThanOrEqual(400);
  },
};

export const ErrorIsAnAlert: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A newer message replaces the one on show and gets the full time again. */
export const NewerReplaces: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Profile updated Successfully');
  },
};

/** The floating banner of settings and photos: the same region, fixed at the top. */
export const Banner: Story = {
  args: { banner: true, durationMs: 5000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Profile updated Successfully');
  },
};
