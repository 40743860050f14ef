import { composeStories, composeStory, setProjectAnnotations, type Loader } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, it } from 'vitest';
import { server } from '@mocks/node';
import { sharedAnnotations } from '../../../.storybook/annotations';
import { endStoryClock, startStoryClock } from './story-clock';

type StoryModule = Parameters<typeof composeStories>[0];

/**
 * Every story, rendered and played (its `play` function, assertions included) against the same handlers as
 * the app, through msw/node: a story that breaks fails the unit run, not only a reviewer's eye in Storybook.
 * The stories are played in four files (this folder), of about a quarter of the time each, so that the unit
 * run's workers share them evenly (the files of a worker share one graph: vitest.config.ts); `others.test.tsx`
 * takes every folder the other three leave out.
 */
export function playStories(modules: Record<string, StoryModule>): void {
  setProjectAnnotations({ ...sharedAnnotations, loaders: [...sharedAnnotations.loaders, storyHandlers] });

  // What a story leaves in the page outside its canvas (a native modal <dialog> a fake provider opened, a
  // portal) would trap the focus of the stories after it: each story starts from an empty page.
  afterEach(() => {
    endStoryClock();
    cleanup();
    for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog[open]')) dialog.close();
    document.body.replaceChildren();
  });

  for (const [path, module] of Object.entries(modules)) {
    describe(path.replace(/^(\.\.\/)+stories\//, ''), () => {
      const stories: Record<string, ReturnType<typeof composeStory>> = composeStories(module);
      for (const [name, Story] of Object.entries(stories)) {
        it(name, async () => {
          // Loaders and beforeEach (data, texts, session), then a render Testing Library unmounts after the test.
          await Story.load();
          // The product's pauses skipped whenever the page is quiet (story-clock.ts); Storybook plays them in real time.
          const clock = startStoryClock();
          try {
            const { container } = render(<Story />);
            await Story.play?.({ canvasElement: container });
          } finally {
            clock.stop();
          }
        });
      }
    });
  }
}

const storyHandlers: Loader = ({ parameters }) => {
  const handlers = (parameters.msw ?? []) as HttpHandler[];
  if (handlers.length > 0) server.use(...handlers);
  return {};
};
