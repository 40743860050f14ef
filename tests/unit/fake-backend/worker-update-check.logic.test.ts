import { describe, expect, it } from 'vitest';
import { isFailedWorkerUpdateCheck } from '@mocks/lib/worker-update-check';

const SCOPE = 'http://127.0.0.1:4391/web/';
const failure = (scope: string) =>
  new TypeError(`Failed to update a ServiceWorker for scope ('${scope}') with script ('${scope}mockServiceWorker.js'): Not found`);

describe("the worker's failed update check (mswjs/msw#2006)", () => {
  it("is recognised for the fake backend's own scope, as Chromium words it", () => {
    expect(isFailedWorkerUpdateCheck(failure(SCOPE), SCOPE)).toBe(true);
  });

  it('leaves every other rejection to surface: another scope, another failure, a bare string', () => {
    expect(isFailedWorkerUpdateCheck(failure('http://127.0.0.1:4391/other/'), SCOPE)).toBe(false);
    expect(isFailedWorkerUpdateCheck(new TypeError('Failed to fetch'), SCOPE)).toBe(false);
    expect(isFailedWorkerUpdateCheck(failure(SCOPE).message, SCOPE)).toBe(false);
    expect(isFailedWorkerUpdateCheck(undefined, SCOPE)).toBe(false);
  });
});
