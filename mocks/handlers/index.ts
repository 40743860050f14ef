import { accountHandlers } from './account';
import { helpHandlers } from './help';
import { profileHandlers } from './profile';

/** Every handler of the fake backend, the same list for the browser, Vitest and the standalone server. */
export const handlers = [...accountHandlers, ...profileHandlers, ...helpHandlers];
