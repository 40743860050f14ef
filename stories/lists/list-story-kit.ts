import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AppRoutes } from '@/app/router';
import type { CallName } from '@/shared/api/contract';
import { STORY_WAIT } from '../support/story-wait';

type Story = StoryObj<typeof AppRoutes>;

/** What differs between the four lists' stories: where they live, what they call, what they say. */
export interface ListStoryConfig {
  route: string;
  heading: string;
  call: CallName;
  emptyText: string;
  /** Whether a regular member sees the list blurred (visitors, likes). */
  gated: boolean;
  /** The profile view a premium member's card links to, as a pattern of its href. */
  profileHref: RegExp;
}

async function listIn(canvasElement: HTMLElement, name: string) {
  return within(canvasElement).findByRole('list', { name }, STORY_WAIT);
}

/** The five states every list has: regular and premium member, empty, loading, failed. */
export function listStories({ route, heading, call, emptyText, gated, profileHref }: ListStoryConfig): Record<'Regular' | 'Premium' | 'Empty' | 'Loading' | 'Failed', Story> {
  return {
    Regular: {
      parameters: { persona: 'regular', route },
      play: async ({ canvasElement }) => {
        const list = within(await listIn(canvasElement, heading));
        await expect(list.getAllByRole('listitem')).toHaveLength(8);
        if (!gated) {
          for (const link of list.getAllByRole('link')) await expect(link.getAttribute('href')).toMatch(profileHref);
          return;
        }
        // Blurred and anonymous: no link, no name; a card opens the premium popup.
        await expect(list.queryAllByRole('link')).toHaveLength(0);
        const hidden = list.getAllByRole('button', { name: 'A member: become a Premium Member to see who' });
        await expect(hidden).toHaveLength(8);
        await userEvent.click(hidden[0] as HTMLElement);
        const page = within(canvasElement.ownerDocument.body);
        await expect(await page.findByRole('dialog', { name: 'Become a Premium Member' }, STORY_WAIT)).toBeInTheDocument();
        await userEvent.keyboard('{Escape}');
      },
    },
    Premium: {
      parameters: { persona: 'premium', route },
      play: async ({ canvasElement }) => {
        const list = within(await listIn(canvasElement, heading));
        const links = list.getAllByRole('link');
        await expect(links).toHaveLength(8);
        for (const link of links) await expect(link.getAttribute('href')).toMatch(profileHref);
        await expect(within(canvasElement).queryByRole('heading', { name: 'Find unlimited people' })).not.toBeInTheDocument();
      },
    },
    Empty: {
      parameters: { scenario: 'empty-account', route },
      play: async ({ canvasElement }) => {
        await expect(await within(canvasElement).findByText(emptyText, {}, STORY_WAIT)).toBeInTheDocument();
        await expect(within(canvasElement).queryByRole('button', { name: /^Load More/ })).not.toBeInTheDocument();
      },
    },
    Loading: {
      parameters: {
        persona: 'premium',
        route,
        faults: { [call]: 'no-answer' },
      },
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await canvas.findByRole('heading', { name: heading, level: 1 }, STORY_WAIT);
        // Skeleton cards of the cards' own size, after the lists' 300 ms loader delay.
        await waitFor(() => expect(canvasElement.querySelectorAll('[aria-busy="true"] li')).toHaveLength(8), STORY_WAIT);
        await expect(canvas.getByText('Loading…')).toBeInTheDocument();
      },
    },
    Failed: {
      parameters: { persona: 'premium', route, faults: { [call]: 'server-error' } },
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await expect(await canvas.findByText('Something went wrong. Please try again.', {}, STORY_WAIT)).toBeInTheDocument();
        await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      },
    },
  };
}
