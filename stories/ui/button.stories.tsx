import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@/shared/ui/button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Continue' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary' } };

export const Secondary: Story = { args: { variant: 'secondary' } };

export const Disabled: Story = { args: { variant: 'primary', disabled: true } };
