import { http, HttpResponse } from 'msw';
import type { Refusal } from '@/shared/api/contract/common';

/**
 * What a server answers a path that names no call (`/api/nosuchcall`, or a
 * call's name in another case, `/api/WEBPROFILE`): a 404 with a refusal in the
 * contract's shape, so a client reads it as any other refusal.
 */
export const unknownCallRefusal: Refusal = { status: 'false', message: 'Not found' };

/**
 * A path that names a call, known or not: one word after /api/ (a trailing
 * slash allowed). The dev server's modules (`/web/src/shared/api/client.ts`)
 * also pass through the worker and have /api/ in their path: a dot or a
 * deeper path tells them apart, and they go on to the network.
 */
export const CALL_PATH = /\/api\/[A-Za-z0-9_-]+\/?$/;

/**
 * The last handler in the browser: an /api/ call no handler took answers the
 * 404 there too, instead of leaving the page for a network where no API is.
 * Vitest leaves it out: there an unhandled request fails the test (tests/unit/setup.ts).
 */
export const unknownCallHandler = http.all('*/api/*', ({ request }) =>
  CALL_PATH.test(new URL(request.url).pathname) ? HttpResponse.json(unknownCallRefusal, { status: 404 }) : undefined,
);
