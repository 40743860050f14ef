import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Switch } from '@/shared/ui/switch';

/** The settings toggles: the server stores 'true'/'false' text (docs/product/calls.md#fields), the screen converts at the edge. */
function SettingsToggles() {
  const [values, setValues] = useState({ message_notification: 'false', like_notification: 'true' });
  const toggle = (key: keyof typeof values) => (on: boolean) => setValues((current) => ({ ...current, [key]: on ? 'true' : 'false' }));
  return (
    <div style={{ inlineSize: 340 }}>
      <Switch label="Message notifications" checked={values.message_notification === 'true'} onCheckedChange={toggle('message_notification')} />
      <Switch
        label="Like notifications"
        description="When someone likes you"
        checked={values.like_notification === 'true'}
        onCheckedChange={toggle('like_notification')}
      />
      <Switch label="Hide Ads" description="Premium members only" checked={false} onCheckedChange={() => undefined} disabled />
      <output aria-label="Saved values">{JSON.stringify(values)}</output>
    </div>
  );
}

const meta = {
  title: 'UI/Switch',
  component: SettingsToggles,
} satisfies Meta<typeof SettingsToggles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named by its label, described by its hint, toggled by a click on it or its label, Space and Enter. */
export const Toggles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const messages = canvas.getByRole('switch', { name: 'Message notifications' });
    const likes = canvas.getByRole('switch', { name: 'Like notifications' });
    await expect(messages).toHaveAttribute('aria-checked', 'false');
    await expect(likes).toHaveAttribute('aria-checked', 'true');
    await expect(likes).toHaveAccessibleDescription('When someone likes you');

    await userEvent.click(messages);
    await expect(messages).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(canvas.getByText('Message notifications'));
    await expect(messages).toHaveAttribute('aria-checked', 'false');

    // Keyboard: Tab reaches the switches in order, Space and Enter flip them.
    messages.focus();
    await userEvent.tab();
    await expect(likes).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(likes).toHaveAttribute('aria-checked', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(likes).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByRole('status', { name: 'Saved values' })).toHaveTextContent('"message_notification":"false","like_notification":"true"');

    // A disabled switch is skipped by Tab and cannot be flipped.
    const ads = canvas.getByRole('switch', { name: 'Hide Ads' });
    await expect(ads).toBeDisabled();
    await userEvent.click(ads);
    await expect(ads).toHaveAttribute('aria-checked', 'false');
  },
};

/** Arabic: the label on the right, the switch on the left, the thumb travels the other way. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getAllByRole('switch')).toHaveLength(3);
  },
};
