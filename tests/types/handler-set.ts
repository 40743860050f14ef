import { handlerSet, type HandlerSet } from '@mocks/handlers';
import { memberHandler } from '@mocks/handlers/define-handler';

/**
 * Type-level checks, compiled by `tsc -b` and never run: each
 * `@ts-expect-error` fails the type check the day its line compiles, so these
 * prove that the fake backend's handler set must match the contract exactly.
 */

// A call of the contract without its handler.
const { webgetcounts: _dropped, ...withoutCounts } = handlerSet;
// @ts-expect-error Property 'webgetcounts' is missing in type
export const missingOne: HandlerSet = withoutCounts;

// A handler for a call the contract does not declare.
// @ts-expect-error 'nosuchcall' is not a call name
export const undeclared = memberHandler('nosuchcall', () => ({ status: 'true' }));

// An extra key in the set.
// @ts-expect-error Object literal may only specify known properties
export const extraKey: HandlerSet = { ...handlerSet, nosuchcall: handlerSet.webprofile };

// One call's key holding another call's handler.
// @ts-expect-error Type '"webprofile"' is not assignable to type '"webgetcounts"'
export const swapped: HandlerSet = { ...handlerSet, webgetcounts: handlerSet.webprofile };
