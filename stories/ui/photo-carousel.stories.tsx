import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { photoUrl } from '@mocks/lib/photos';
import { PhotoCarousel } from '@/shared/ui/photo-carousel';

const fourPhotos = [photoUrl(0), photoUrl(1), photoUrl(2), photoUrl(3)];
/** Short, so the stories' timing checks stay quick; the app uses PHOTO_AUTOPLAY_MS. */
const AUTOPLAY_MS = 400;
/**
 * Two and a half photos' time, waited for as a state: in Storybook that is real time; the unit run's story clock
 * (tests/unit/stories/story-clock.ts) skips to it once the page is quiet, firing any photo change due before it.
 */
const longerThanOnePhoto = async () => {
  let passed = false;
  setTimeout(() => (passed = true), AUTOPLAY_MS * 2.5);
  await waitFor(() => expect(passed).toBe(true), { timeout: AUTOPLAY_MS * 5 });
};

const meta = {
  title: 'UI/PhotoCarousel',
  component: PhotoCarousel,
  args: { photos: fourPhotos, name: 'Anna', autoplayMs: AUTOPLAY_MS },
  decorators: [(Story) => <div style={{ inlineSize: 360 }}><Story /></div>],
} satisfies Meta<typeof PhotoCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const currentDot = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('button', { current: true });
/** The number (1 to 4) of the photo shown now, read from its dot's name. */
const currentDotNumber = (canvasElement: HTMLElement) => {
  const [current] = currentDot(canvasElement);
  const number = Number(/Photo (\d) of 4/.exec(current?.getAttribute('aria-label') ?? '')?.[1]);
  if (!number) throw new Error('no photo is marked as the current one');
  return number;
};
const dot = (canvasElement: HTMLElement, index: number) => within(canvasElement).getByRole('button', { name: `Photo ${index} of 4` });

/** Named region, one alt text per photo, a named dot per photo, no arrows; it moves on by itself. */
export const Autoplay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Photos of Anna' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('img', { hidden: true }).map((image) => image.getAttribute('alt'))).toEqual([
      'Anna, photo 1 of 4',
      'Anna, photo 2 of 4',
      'Anna, photo 3 of 4',
      'Anna, photo 4 of 4',
    ]);
    await expect(canvas.getByRole('img', { name: 'Anna, photo 1 of 4' })).toBeVisible();
    await expect(dot(canvasElement, 1)).toHaveAttribute('aria-current', 'true');
    await expect(canvas.queryByRole('button', { name: /next|previous/i })).not.toBeInTheDocument();

    await waitFor(() => expect(dot(canvasElement, 2)).toHaveAttribute('aria-current', 'true'), { timeout: AUTOPLAY_MS * 3 });
    await expect(canvas.getByRole('img', { name: 'Anna, photo 2 of 4' })).toBeInTheDocument();
    await waitFor(() => expect(dot(canvasElement, 3)).toHaveAttribute('aria-current', 'true'), { timeout: AUTOPLAY_MS * 3 });
    await expect(currentDot(canvasElement)).toHaveLength(1);
  },
};

/** The pointer on the photos holds them; leaving lets them move on. */
export const PausesOnHover: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Photos of Anna' });
    await userEvent.hover(region);
    // The photo the pointer landed on: on a busy machine the first may already have moved on before the hover.
    const held = currentDotNumber(canvasElement);
    await longerThanOnePhoto();
    await expect(dot(canvasElement, held)).toHaveAttribute('aria-current', 'true');
    await userEvent.unhover(region);
    await waitFor(() => expect(dot(canvasElement, (held % 4) + 1)).toHaveAttribute('aria-current', 'true'), { timeout: AUTOPLAY_MS * 3 });
  },
};

/** The keyboard focus alone (no pointer) holds the photos; a dot shows its photo; the live region speaks while still. */
export const PausesOnFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Focus as the keyboard gives it, without the pointer over the photos.
    dot(canvasElement, 1).focus();
    await expect(dot(canvasElement, 1)).toHaveFocus();
    const held = currentDotNumber(canvasElement);
    await longerThanOnePhoto();
    await expect(dot(canvasElement, held)).toHaveAttribute('aria-current', 'true');
    await userEvent.tab();
    await userEvent.tab();
    await expect(dot(canvasElement, 3)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(dot(canvasElement, 3)).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('img', { name: 'Anna, photo 3 of 4' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await longerThanOnePhoto();
    await expect(dot(canvasElement, 3)).toHaveAttribute('aria-current', 'true');
  },
};

/** The pause button stops the photos for good (WCAG 2.2.2), and plays them again. */
export const PauseButton: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause the photos' }));
    await userEvent.unhover(canvas.getByRole('region'));
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await longerThanOnePhoto();
    await expect(dot(canvasElement, 1)).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Play the photos' }));
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await userEvent.unhover(canvas.getByRole('region'));
    await waitFor(() => expect(dot(canvasElement, 2)).toHaveAttribute('aria-current', 'true'), { timeout: AUTOPLAY_MS * 3 });
  },
};

const reducedMotion = (query: string): MediaQueryList => ({
  matches: true,
  media: query,
  onchange: null,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  addListener: () => undefined,
  removeListener: () => undefined,
  dispatchEvent: () => false,
});

/** People who asked their system for less motion get still photos (and the dots still work). */
export const ReducedMotion: Story = {
  beforeEach: () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) => (query.includes('prefers-reduced-motion') ? reducedMotion(query) : original.call(window, query));
    return () => {
      window.matchMedia = original;
    };
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Play the photos' })).toBeInTheDocument();
    await longerThanOnePhoto();
    await expect(dot(canvasElement, 1)).toHaveAttribute('aria-current', 'true');
    await userEvent.click(dot(canvasElement, 2));
    await expect(dot(canvasElement, 2)).toHaveAttribute('aria-current', 'true');
  },
};

/** One photo: no dots, nothing moves. */
export const OnePhoto: Story = {
  args: { photos: [photoUrl(4)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Anna, photo 1 of 1' })).toBeInTheDocument();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

/** No photo yet: the same box (no jump), named for what it is. */
export const NoPhoto: Story = {
  args: { photos: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Anna has no photo yet' })).toBeInTheDocument();
  },
};

/** Arabic: names in Arabic, and the photos slide right to left (embla's `direction`). */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'صور Anna' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'الصورة 2 من 4' })).toBeInTheDocument();
  },
};
