import * as React from 'react';

/**
 * React's development build records, for each element it creates, where it was created: an Error with ten frames
 * and a console task, so DevTools and warnings can show the owner's stack. It keeps count, and records no more than
 * 10,000 a second. The tests never read these stacks, and making them is a part of a DOM worker's CPU worth saving
 * (docs/decisions/026-unit-run-cpu-where-it-goes.md): the count reads as spent here, so React hands every element
 * its one shared placeholder stack. Its warnings still come; their component stacks are shorter.
 *
 * React exports no switch for this; the count lives in its shared internals. Should they move, this throws at the
 * first DOM test file's start, not silently.
 */
interface OwnerStackCount {
  recentlyCreatedOwnerStacks: number;
}

const internals = (React as unknown as Record<string, OwnerStackCount | undefined>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (!internals || typeof internals.recentlyCreatedOwnerStacks !== 'number') {
  throw new Error("React's owner-stack count is no longer where tests/unit/support/no-owner-stacks.ts looks for it");
}
Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => Number.MAX_SAFE_INTEGER, set: () => undefined });
