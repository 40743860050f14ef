import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { QueryState, type QueryLike } from '@/shared/ui/query-state';
import { STORY_WAIT } from '../support/story-wait';

type Outcome = 'loading' | 'empty' | 'failed' | 'loaded';

/** A query in a chosen state; a retry of a failed one answers the people. */
function QueryStateDemo({ outcome, loaderDelayMs }: { outcome: Outcome; loaderDelayMs: number }) {
  const [state, setState] = useState(outcome);
  const query: QueryLike<string[]> = {
    data: state === 'loaded' ? ['Ana', 'Noor', 'Léa'] : state === 'empty' ? [] : undefined,
    isError: state === 'failed',
    refetch: () => setState('loaded'),
  };
  return (
    <QueryState query={query} loaderDelayMs={loaderDelayMs} isEmpty={(people) => people.length === 0} emptyText="No Users Found">
      {(people) => (
        <ul>
          {people.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

/**
 * A query's loading, empty and failed states in one wrapper: the loader only
 * after its delay (100 ms profile, 300 ms lists: docs/product/rules-and-timings.md#timings), the empty text, and
 * an error with a visible retry.
 */
const meta = {
  title: 'UI/Query state',
  component: QueryStateDemo,
  args: { outcome: 'loading', loaderDelayMs: 300 },
  argTypes: { outcome: { control: 'inline-radio', options: ['loading', 'empty', 'failed', 'loaded'] } },
} satisfies Meta<typeof QueryStateDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The loader, once its 300 ms have passed (a quick answer never flashes one). The delay itself is judged
 * on a fake clock (tests/unit/shared/lib/use-delayed.test.tsx): a play starts some time after the render,
 * so any bound on the wall clock here measured the machine's load.
 */
export const LoaderAfterItsDelay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', {}, STORY_WAIT)).toHaveTextContent('Loading…');
  },
};

export const Empty: Story = {
  args: { outcome: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No Users Found');
  },
};

export const FailedWithRetry: Story = {
  args: { outcome: 'failed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(3));
  },
};

export const Loaded: Story = {
  args: { outcome: 'loaded' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};
