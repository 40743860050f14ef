import { vi } from 'vitest';

/**
 * The `logic` project (`*.logic.test.ts`) runs in Node: no DOM, no fake backend, no Testing Library, no
 * reseed after each test. What needs them fails here at once rather than passing by luck: `document` and
 * `localStorage` are not defined in Node, a relative `/api/...` URL cannot be fetched, and the modules
 * below refuse to load. Such a test belongs in the `dom` project: name it `*.test.ts` or `*.test.tsx`.
 */
// vi.mock calls move to the top of the file: the helper they use must move with them.
const { refuse } = vi.hoisted(() => ({
  refuse: (module: string) => () => {
    throw new Error(`${module} is not available to a logic test (*.logic.test.ts runs in Node): name the file *.test.ts to run it in the dom project.`);
  },
}));

vi.mock('@mocks/node', refuse('The fake backend (@mocks/node)'));
vi.mock('msw/node', refuse('msw/node'));
vi.mock('@testing-library/react', refuse('@testing-library/react'));
vi.mock('@testing-library/dom', refuse('@testing-library/dom'));
vi.mock('@testing-library/user-event', refuse('@testing-library/user-event'));
