import { http, HttpResponse } from 'msw';
import type { Refusal } from '@/shared/api/contract/common';

/**
 * What a server answers a path that names no call (`/api/nosuchcall`, or a
 * call's name in another case, `/api/WEBPROFILE`): a 404 with a refusal in the
 * contract's shape, so a client reads it as any other refusal.
 */
export const unknownCallRefusal: Refusal = { status: 'false', message: 'Not found' };

/**
 * The last handler in the browser: an /api/ request no call took answers the
 * 404 there too, instead of leaving the page for a network where no API is.
 * Vitest leaves it out: there an unhandled request fails the test (tests/unit/setup.ts).
 */
export const unknownCallHandler = http.all('*/api/*', () => HttpResponse.json(unknownCallRefusal, { status: 404 }));
