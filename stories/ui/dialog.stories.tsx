import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogActions, type DialogProps } from '@/shared/ui/dialog';
import { TextField } from '@/shared/ui/text-field';

type DemoProps = Pick<DialogProps, 'size' | 'closeButton' | 'closeOnEscape' | 'closeOnOutsidePress' | 'description'>;

function DialogDemo(props: DemoProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open the dialog</Button>
      <Dialog open={open} onOpenChange={setOpen} title="Edit your name" {...props}>
        <TextField label="Name" defaultValue="Jamie" />
        <DialogActions>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button onClick={() => setOpen(false)}>Save</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/**
 * The shared dialog: sizes sm / md / lg, a header with the title and a Close
 * button, a bottom sheet under 600 px. Focus is trapped inside and returned to
 * the opener; Escape and a press outside close it unless turned off.
 */
const meta = {
  title: 'UI/Dialog',
  component: DialogDemo,
  args: { size: 'sm', description: 'It shows on your profile.' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  // The unit run plays every story in one document: a native modal another story left open (the fake
  // social login's chooser) would make this page inert. Close any before starting.
  beforeEach: () => {
    for (const stray of document.querySelectorAll('dialog[open]')) if (stray instanceof HTMLDialogElement) stray.close();
  },
} satisfies Meta<typeof DialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const FocusTrappedAndReturned: Story = {
  play: async ({ canvasElement }) => {
    const user = userEvent;
    const opener = within(canvasElement).getByRole('button', { name: 'Open the dialog' });
    await user.click(opener);
    const dialog = await page().findByRole('dialog', { name: 'Edit your name' });
    await expect(dialog).toHaveAccessibleDescription('It shows on your profile.');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Round the whole dialog and more: the focus never leaves it.
    for (let press = 0; press < 6; press += 1) {
      await user.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    // Radix gives the focus back a moment after the dialog is gone.
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const HeaderClose: Story = {
  play: async ({ canvasElement }) => {
    const user = userEvent;
    const opener = within(canvasElement).getByRole('button', { name: 'Open the dialog' });
    await user.click(opener);
    const dialog = await page().findByRole('dialog', { name: 'Edit your name' });
    const header = within(dialog).getByRole('heading', { name: 'Edit your name' }).parentElement;
    await expect(header).toContainElement(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    // Radix gives the focus back a moment after the dialog is gone.
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Where a slip of the hand would throw work away (the sign-up wizard): Escape and outside presses do nothing. */
export const EscapeNotAllowed: Story = {
  args: { size: 'md', closeOnEscape: false, closeOnOutsidePress: false },
  play: async ({ canvasElement }) => {
    const user = userEvent;
    await user.click(within(canvasElement).getByRole('button', { name: 'Open the dialog' }));
    const dialog = await page().findByRole('dialog', { name: 'Edit your name' });
    await expect(dialog).toHaveAttribute('data-size', 'md');
    await user.keyboard('{Escape}');
    await expect(page().getByRole('dialog', { name: 'Edit your name' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Large: Story = {
  args: { size: 'lg' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open the dialog' }));
    await expect(await page().findByRole('dialog')).toHaveAttribute('data-size', 'lg');
  },
};

/** Under 600 px the dialog is a bottom sheet; the header's close button is named in the page's language. */
export const SheetArabic: Story = {
  globals: { locale: 'ar', viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open the dialog' }));
    const dialog = await page().findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  },
};
