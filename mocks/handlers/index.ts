import { accountHandlers, accountVariantHandlers } from './account';
import { chatHandlers, chatVariantHandlers } from './chat';
import { discoveryHandlers } from './discovery';
import { helpHandlers } from './help';
import { profileHandlers } from './profile';
import { purchasesHandlers } from './purchases';
import { socialHandlers } from './social';

/**
 * Every handler of the fake backend, the same list for the browser, Vitest and
 * the standalone server. The variants (a second body shape on a path) come
 * first: they take their own shape and let the rest fall through.
 */
export const handlers = [
  ...chatVariantHandlers,
  ...accountVariantHandlers,
  ...accountHandlers,
  ...profileHandlers,
  ...helpHandlers,
  ...discoveryHandlers,
  ...socialHandlers,
  ...purchasesHandlers,
  ...chatHandlers,
];
