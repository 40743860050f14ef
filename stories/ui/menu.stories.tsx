import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flag, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Menu } from '@/shared/ui/menu';

/** A profile view's three-dot menu: Report User, and a destructive item. */
function ProfileMenu({ label }: { label?: string }) {
  const [chosen, setChosen] = useState('nothing');
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
      <Menu
        label={label}
        items={[
          { id: 'report', label: 'Report User', icon: Flag, onSelect: () => setChosen('Report User') },
          { id: 'first-look', label: 'First Look', disabled: true, onSelect: () => setChosen('First Look') },
          { id: 'unfriend', label: 'Unfriend', icon: Trash2, tone: 'danger', onSelect: () => setChosen('Unfriend') },
        ]}
      />
      <p>Chosen: {chosen}</p>
    </div>
  );
}

const meta = {
  title: 'UI/Menu',
  component: ProfileMenu,
  args: { label: 'Options for Anna' },
} satisfies Meta<typeof ProfileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The icon button is named; a click opens the items, choosing one closes the menu. */
export const Pointer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = await canvas.findByRole('button', { name: 'Options for Anna' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(trigger);
    const menu = await page.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Report User' }));
    await expect(canvas.getByText('Chosen: Report User')).toBeInTheDocument();
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** Enter opens on the first item, the arrows skip the disabled one, Escape gives the focus back. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = await canvas.findByRole('button', { name: 'Options for Anna' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Report User' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Unfriend' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    const reopened = await page.findByRole('menu');
    await waitFor(() => expect(within(reopened).getByRole('menuitem', { name: 'Report User' })).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(reopened).getByRole('menuitem', { name: 'Unfriend' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Chosen: Unfriend')).toBeInTheDocument();
  },
};

/** Without a label the trigger is still named, in the page's language. */
export const DefaultName: Story = {
  args: { label: undefined },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'More options' })).toBeInTheDocument();
  },
};

export const Arabic: Story = {
  args: { label: undefined },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'خيارات أخرى' });
    await userEvent.click(trigger);
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(menu).toHaveAttribute('dir', 'rtl');
    await userEvent.keyboard('{Escape}');
  },
};
