import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useSubmitOnce } from '@/shared/lib/use-click-once';
import { ActionButton, SubmitButton } from '@/shared/ui/action-button';

/** How long the demo's action takes: long enough for a second click to land while it runs. */
const ACTION_TAKES_MS = 300;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An action that takes 300 ms and fails or succeeds as told; the page counts how often it ran. */
function ClickOnceDemo({ fails }: { fails: boolean }) {
  const [runs, setRuns] = useState(0);
  const failNext = useRef(fails);
  async function save() {
    setRuns((count) => count + 1);
    await pause(ACTION_TAKES_MS);
    if (failNext.current) {
      failNext.current = false;
      throw new Error('refused');
    }
  }
  const form = useSubmitOnce(() => save().catch(() => undefined));
  return (
    <div style={{ display: 'grid', gap: 12, maxInlineSize: 320 }}>
      <ActionButton onAction={() => save().catch(() => undefined)} pendingLabel="Saving…">
        Save
      </ActionButton>
      <form onSubmit={form.onSubmit}>
        <SubmitButton pending={form.pending} pendingLabel="Signing in…">
          Signin
        </SubmitButton>
      </form>
      <output aria-label="Runs">{runs}</output>
    </div>
  );
}

/**
 * The click-once guard: the lock is taken in the click itself, so a double
 * click or three clicks in one task run the action once; the button says it is
 * working (text, spinner, aria-busy, announced) and opens again once the action
 * settles, error included.
 */
const meta = {
  title: 'UI/Action button',
  component: ClickOnceDemo,
  args: { fails: false },
} satisfies Meta<typeof ClickOnceDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeClicksRunOnce: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Save' });
    // Three clicks in one task: no re-render between them.
    button.click();
    button.click();
    button.click();
    const busy = await canvas.findByRole('button', { name: 'Saving…' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(busy).not.toBeDisabled();
    await expect(canvasElement).toHaveTextContent('Saving…');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-busy'));
    await expect(canvas.getByRole('status', { name: 'Runs' })).toHaveTextContent('1');
  },
};

export const SubmitOnceWithEnterAndClicks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Signin' });
    submit.click();
    submit.click();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('button', { name: 'Signing in…' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Signin' })).toBeInTheDocument());
    await expect(canvas.getByRole('status', { name: 'Runs' })).toHaveTextContent('1');
  },
};

/** Reset on error: after a failure the same button runs the action again. */
export const WorksAgainAfterAnError: Story = {
  args: { fails: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-busy'));
    await expect(canvas.getByRole('status', { name: 'Runs' })).toHaveTextContent('1');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Runs' })).toHaveTextContent('2'));
  },
};
