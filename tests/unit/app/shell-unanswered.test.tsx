import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { AppRoutes } from '@/app/router';
import { readSession } from '@/shared/session/session';
import { paths } from '@/shared/routing/paths';
import { requestLog, unansweredOutcome } from '@mocks/controls/request-log';
import { watchUnansweredCalls } from '@mocks/controls/unanswered-calls';
import { server } from '@mocks/node';
import { renderScreen } from '../support/render';

/**
 * The shell in mock mode when the member's profile read never reached the fake backend (its worker let the call
 * through and the static host answered): reported with a Try again, the member still signed in
 * (docs/decisions/006-worker-restart.md).
 */

/** The profile read answered by the static host, once; the fake backend answers the next. */
function profileAnsweredByStaticHost() {
  server.use(http.post('*/api/webprofile', () => new HttpResponse('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } }), { once: true }));
}

describe('mock mode', () => {
  let stopWatching = () => {};
  afterEach(() => stopWatching());

  it('a profile read the fake backend never saw: an alert with Try again, the log says so, and no sign-out', async () => {
    stopWatching = watchUnansweredCalls();
    profileAnsweredByStaticHost();
    await renderScreen(<AppRoutes />, { route: paths.visitors, as: 'regular' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(readSession()).not.toBeNull();
    expect(requestLog.entries()).toContainEqual(expect.objectContaining({ kind: 'call', name: 'webprofile', outcome: unansweredOutcome(404) }));

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Visitors' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(readSession()).not.toBeNull();
  });
});

describe('real mode (no watch)', () => {
  it('the same answer ends the session: the login', async () => {
    profileAnsweredByStaticHost();
    await renderScreen(<AppRoutes />, { route: paths.visitors, as: 'regular' });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(readSession()).toBeNull();
  });
});
