import { getConfig } from '@testing-library/react';
import { configure as configureStorybookTestingLibrary, uninstrumentedUserEvent } from 'storybook/test';

/**
 * The one copy of user-event in a unit test's document: Storybook's (`storybook/test` bundles its own, which the
 * stories' play functions type with). `vitest.config.ts` resolves `@testing-library/user-event` here, so a test
 * imports user-event as usual and a worker's stories and tests share one document without two copies wrapping
 * each other's value setters (docs/guide/testing.md#unit-tests, "One document per worker").
 *
 * Storybook's copy answers to Storybook's copy of Testing Library, which this module gives the `act` wrappers that
 * Testing Library's React package gave the tests' copy: a test's events are wrapped in `act` whether or not a story
 * played before it (a story's play sets Storybook's own wrappers, which do the same).
 */
const { eventWrapper, asyncWrapper, unstable_advanceTimersWrapper } = getConfig();
configureStorybookTestingLibrary({ eventWrapper, asyncWrapper, unstable_advanceTimersWrapper });

export const userEvent = uninstrumentedUserEvent;
export default uninstrumentedUserEvent;
