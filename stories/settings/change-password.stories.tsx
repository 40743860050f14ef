import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ChangePasswordDialog } from '@/features/settings/components/change-password-dialog';
import { Button } from '@/shared/ui/button';

/** The Change Password modal of Settings, on its own: what the member types, what the server answers. */
function ChangePasswordStory() {
  const [open, setOpen] = useState(true);
  const [changed, setChanged] = useState<string | null>(null);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Change Password</Button>
      {changed ? <p role="status">{changed}</p> : null}
      <ChangePasswordDialog
        open={open}
        onOpenChange={setOpen}
        onChanged={(message) => {
          setOpen(false);
          setChanged(message);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Settings/Change Password',
  component: ChangePasswordStory,
  parameters: { persona: 'regular' },
} satisfies Meta<typeof ChangePasswordStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills the three fields (a whole value at a time: a story has a few seconds) and presses Change. */
async function submit(canvasElement: HTMLElement, values: [string, string, string]) {
  const modal = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Change Password' }));
  const labels = ['Old Password', 'New Password', 'Re-type Password'];
  for (const [index, label] of labels.entries()) {
    const value = values[index] ?? '';
    if (!value) continue;
    await userEvent.click(modal.getByLabelText(label));
    await userEvent.paste(value);
  }
  await userEvent.click(modal.getByRole('button', { name: 'Change' }));
  return modal;
}

/** All three fields are required. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const modal = await submit(canvasElement, ['demo1234', '', '']);
    await expect(await modal.findByRole('alert')).toHaveTextContent('Please fill the details');
  },
};

export const SameAsOld: Story = {
  play: async ({ canvasElement }) => {
    const modal = await submit(canvasElement, ['demo1234', 'demo1234', 'demo1234']);
    await expect(await modal.findByRole('alert')).toHaveTextContent('New Password and Old password must not be same');
  },
};

export const NotRetyped: Story = {
  play: async ({ canvasElement }) => {
    const modal = await submit(canvasElement, ['demo1234', 'better123', 'better124']);
    await expect(await modal.findByRole('alert')).toHaveTextContent('New Password and Re-type password must be same');
  },
};

/** The server's message for a wrong old password, as received. */
export const WrongOldPassword: Story = {
  play: async ({ canvasElement }) => {
    const modal = await submit(canvasElement, ['wrong-one', 'better123', 'better123']);
    await expect(await modal.findByRole('alert')).toHaveTextContent('Old password is incorrect');
  },
};

/** Changed: the modal closes and the server's success message is handed to the screen's banner. */
export const Changed: Story = {
  play: async ({ canvasElement }) => {
    await submit(canvasElement, ['demo1234', 'better123', 'better123']);
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Password changed successfully');
  },
};
