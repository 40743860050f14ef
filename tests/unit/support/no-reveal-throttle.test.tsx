import { render, screen } from '@testing-library/react';
import { lazy, Suspense, type ReactElement } from 'react';
import { expect, it } from 'vitest';
import { revealThrottle } from './no-reveal-throttle';

type Module = { default: () => ReactElement };

// What tells the tests' skip of React's hold (no-reveal-throttle.ts) from a React that no longer holds this way.
it("shows content that replaced a Suspense fallback without React's 300 ms hold, through the timer the skip knows", async () => {
  let load: (module: Module) => void = () => undefined;
  const Later = lazy(() => new Promise<Module>((resolve) => (load = resolve)));
  const skippedBefore = revealThrottle.skipped;
  render(
    <Suspense fallback={<p>Waiting</p>}>
      <Later />
    </Suspense>,
  );
  expect(screen.getByText('Waiting')).toBeInTheDocument();

  load({ default: () => <p>Here</p> });

  expect(await screen.findByText('Here')).toBeInTheDocument();
  expect(revealThrottle.skipped).toBeGreaterThan(skippedBefore);
});
