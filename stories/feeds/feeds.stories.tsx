import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FeedsScreen } from '@/features/feeds/feeds-screen';
import { STORY_WAIT } from '../support/story-wait';

/** /app/Feeds on the fake backend's seeded feed: photos, places and profile changes, each with a like that counts once. */
const meta = {
  title: 'Feeds/Feeds',
  component: FeedsScreen,
  parameters: { layout: 'fullscreen', route: '/app/Feeds', persona: 'regular' },
} satisfies Meta<typeof FeedsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The regular member's feed: 8 entries of every kind, then Load More. */
export const Regular: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('article', {}, STORY_WAIT)).toHaveLength(8);
    await expect(canvas.getAllByText('shared a photo').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('Lives In').length).toBeGreaterThan(0);
    await expect(canvas.getAllByRole('img', { name: /^Photo 1 of \d shared by / }).length).toBeGreaterThan(0);
  },
};

/** Load More shows 8 more of the feed. */
export const LoadMore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Load More' }, STORY_WAIT));
    await waitFor(() => expect(canvas.getAllByRole('article').length).toBeGreaterThan(8));
  },
};

/** A like: the button turns pressed and stays so; pressing again sends nothing. */
export const LikeOnce: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByRole('article', {}, STORY_WAIT);
    if (!first) throw new Error('no feed entry');
    const like = within(first).getByRole('button', { name: /^Like .+'s update$/ });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    await expect(like).toHaveTextContent('Liked');
    await userEvent.click(like);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The premium member's feed is the same kind of list (the feed has no premium-only part). */
export const Premium: Story = {
  parameters: { persona: 'premium' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByRole('article', {}, STORY_WAIT)).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Feeds' })).toBeInTheDocument();
  },
};

/** Skeleton cards while the feed loads (after the lists' 300 ms), announced as loading. */
export const Loading: Story = {
  parameters: {
    faults: { webfeeds: 'no-answer' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loading the feeds…'));
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: [http.post('*/api/webfeeds', () => HttpResponse.json({ status: 'true', feeds: [] }))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No Feeds', {}, STORY_WAIT)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  },
};

/** The feed cannot load: the message and a retry, never a blank page. */
export const LoadFailed: Story = {
  parameters: { faults: { webfeeds: 'network-failure' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, STORY_WAIT)).toHaveTextContent(
      'The feeds could not be loaded. Check your connection and try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Member texts are plain text: markup in a caption shows as written. */
export const PlainTexts: Story = {
  parameters: {
    msw: [
      http.post('*/api/webfeeds', () =>
        HttpResponse.json({
          status: 'true',
          feeds: [
            {
              feed_id: '1',
              user_id: '9',
              user_name: 'Lina',
              user_image: '',
              feed_type: 'bio',
              feed_content: '<img src=x onerror="window.__xss=1">Hello',
              feed_content_images: [],
              liked: 'true',
              gender: 'female',
              feed_time: String(Date.now() - 60_000),
            },
          ],
        }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('<img src=x onerror="window.__xss=1">Hello', {}, STORY_WAIT)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: "Like Lina's update" })).toHaveAttribute('aria-pressed', 'true');
    await expect(Reflect.get(window, '__xss')).toBeUndefined();
  },
};

/** Arabic: the page's texts translated, the layout mirrored, the times in Arabic. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'المنشورات' }, STORY_WAIT)).toBeInTheDocument();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const [first] = await canvas.findAllByRole('article');
    // Relative or dated, in Arabic words (the stories' fake clock may stand before today).
    await expect(first?.querySelector('time')?.textContent).toMatch(/[\u0600-\u06FF]/);
  },
};
