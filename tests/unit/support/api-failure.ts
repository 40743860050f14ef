import { expect } from 'vitest';
import { ApiError } from '@/shared/api/errors';

/** The typed error a call failed with; fails the test when the call succeeded or threw anything else. */
export async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** The server's refusal a call got (kind 'refused'), with its message. */
export async function refusalOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await failureOf(promise);
  expect(error.kind).toBe('refused');
  return error;
}
