import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/shared/ui/tabs';

function MatchTabs({ variant = 'pill' }: { variant?: 'pill' | 'underline' }) {
  return (
    <Tabs defaultValue="all" style={{ inlineSize: 360 }}>
      <TabsList variant={variant} aria-label="Matches">
        <TabsTrigger value="all">All matches</TabsTrigger>
        <TabsTrigger value="online">Online</TabsTrigger>
        <TabsTrigger value="favourites">Favourites</TabsTrigger>
      </TabsList>
      <TabsContent value="all">Everyone you matched with.</TabsContent>
      <TabsContent value="online">Matches online now.</TabsContent>
      <TabsContent value="favourites">Your favourite matches.</TabsContent>
    </Tabs>
  );
}

const meta = {
  title: 'UI/Tabs',
  component: MatchTabs,
  args: { variant: 'pill' },
  argTypes: { variant: { control: 'inline-radio', options: ['pill', 'underline'] } },
} satisfies Meta<typeof MatchTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click a tab; the arrows move between tabs (and select them), Home and End jump, Tab enters the panel. */
export const Pill: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('tab', { name: 'All matches' });
    const online = canvas.getByRole('tab', { name: 'Online' });
    const favourites = canvas.getByRole('tab', { name: 'Favourites' });
    await expect(canvas.getByRole('tablist', { name: 'Matches' })).toBeInTheDocument();
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Everyone you matched with.');

    await userEvent.click(online);
    await expect(online).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Matches online now.');

    await userEvent.keyboard('{ArrowRight}');
    await expect(favourites).toHaveFocus();
    await expect(favourites).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(all).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const Underline: Story = { args: { variant: 'underline' } };

/** Arabic: the tabs run right to left, so ArrowLeft moves to the next tab. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tablist = canvas.getByRole('tablist');
    await expect(tablist.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    const all = canvas.getByRole('tab', { name: 'All matches' });
    const online = canvas.getByRole('tab', { name: 'Online' });
    await userEvent.click(all);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(online).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(all).toHaveFocus();
  },
};
