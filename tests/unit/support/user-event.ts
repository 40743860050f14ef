import { getConfig } from '@testing-library/react';
import { configure as configureStorybookTestingLibrary, uninstrumentedUserEvent } from 'storybook/test';

/**
 * The one copy of user-event in a unit test's document: Storybook's (`storybook/test` bundles its own, which the
 * stories' play functions type with). `vitest.config.ts` resolves `@testing-library/user-event` here, so a test
 * imports user-event as usual and a worker's stories and tests share one document without two copies wrapping
 * each other's value setters (docs/guide/testing.md#unit-tests, "One document per worker").
 *
 * Storybook's copy answers to Storybook's copy of Testing Library: it wraps each event in React's `act`, as
 * Testing Library's React package set up the tests' copy, from the first test of a worker on (a story's play sets
 * the same wrappers again).
 */
const { eventWrapper, asyncWrapper, unstable_advanceTimersWrapper } = getConfig();
configureStorybookTestingLibrary({ eventWrapper, asyncWrapper, unstable_advanceTimersWrapper });

export const userEvent = uninstrumentedUserEvent;
export default uninstrumentedUserEvent;
