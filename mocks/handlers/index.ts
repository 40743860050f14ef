import type { CallName } from '@/shared/api/contract';
import { accountHandlers, accountVariantHandlers } from './account';
import { chatHandlers, chatVariantHandlers } from './chat';
import type { CallHandler, VariantHandler } from './define-handler';
import { discoveryHandlers } from './discovery';
import { helpHandlers } from './help';
import { oneRoute } from './one-route';
import { profileHandlers, profileVariantHandlers } from './profile';
import { purchasesHandlers } from './purchases';
import { socialHandlers } from './social';
import { uploadedFilesHandler } from './uploaded-files';

/**
 * Exactly one main handler per call of the contract, keyed by call name. A
 * call left without its handler is a type error here ("Property 'webgetcounts'
 * is missing"), and a handler for a call the contract does not declare is one
 * in define-handler.ts (`memberHandler('nosuchcall', …)`):
 * tests/types/handler-set.ts keeps both cases compiling as errors.
 */
export type HandlerSet = { [N in CallName]: CallHandler<N> };

/**
 * The area lists keep each handler's call name in their element type
 * (`CallHandler<'webprofile'> | CallHandler<'webgetcounts'> | …`), so the record
 * built from them has exactly the keys they handle. A call handled twice would
 * collapse into one key, so that is refused when the set is built.
 */
type SetOf<H extends CallHandler> = { [N in H['call']]: Extract<H, CallHandler<N>> };

function byCall<L extends readonly (readonly CallHandler[])[]>(...lists: L): SetOf<L[number][number]> {
  const set: Partial<Record<CallName, CallHandler>> = {};
  for (const handler of lists.flat()) {
    if (set[handler.call]) throw new Error(`Two handlers for ${handler.call}: the fake backend answers each call once`);
    set[handler.call] = handler;
  }
  return set as SetOf<L[number][number]>;
}

export const handlerSet: HandlerSet = byCall(accountHandlers, profileHandlers, helpHandlers, discoveryHandlers, socialHandlers, purchasesHandlers, chatHandlers);

/**
 * A second body shape on a path the contract already names. They come first:
 * each takes only its own shape and lets the rest fall through to the path's
 * main handler in the set.
 */
const variantHandlers: VariantHandler[] = [...chatVariantHandlers, ...accountVariantHandlers, ...profileVariantHandlers];

/** Every call handler, variants first: what the fake backend serves, one entry per route. */
export const callHandlers = [...variantHandlers, ...Object.values(handlerSet)];

/** The fake backend's handlers, the same for the browser, Vitest, Storybook and the standalone server: every call behind one route, and the uploaded files. */
export const handlers = [oneRoute(callHandlers), uploadedFilesHandler];
