import userEvent from '@testing-library/user-event';
import { uninstrumentedUserEvent } from 'storybook/test';
import { expect, it } from 'vitest';

it("a test's user-event is the stories' copy: one copy prepares a worker's document (support/user-event.ts)", () => {
  expect(userEvent).toBe(uninstrumentedUserEvent);
});
