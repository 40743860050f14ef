import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { lazyScreen } from '@/app/routes/lazy-screen';
import { QueryScope } from '@/app/routes/query-scope';
import { i18n, initI18n } from '@/shared/i18n/i18n';
import { endSession, startSession } from '@/shared/session/session';

/** Shows which query client a screen was given, by an id given to each client met. */
const clientIds = new Map<QueryClient, number>();
function ClientId() {
  const client = useQueryClient();
  if (!clientIds.has(client)) clientIds.set(client, clientIds.size + 1);
  return <output aria-label="client">{clientIds.get(client)}</output>;
}

describe('a lazy screen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for its texts as its chunk is requested, not once the chunk has run', async () => {
    await initI18n('en');
    const loadNamespaces = vi.spyOn(i18n, 'loadNamespaces');
    // A chunk that never arrives: whatever is requested was requested beside it.
    const { element } = lazyScreen(() => new Promise<{ Screen: () => null }>(() => undefined), (m) => m.Screen, { texts: ['welcome'], data: false });
    render(<Suspense fallback={<p>loading</p>}>{element}</Suspense>);
    expect(await screen.findByText('loading')).toBeInTheDocument();
    expect(loadNamespaces).toHaveBeenCalledWith(['welcome']);
  });

  it('is given the query client with its chunk, unless it says it reads nothing', async () => {
    await initI18n('en');
    const withData = lazyScreen(async () => ({ Screen: ClientId }), (m) => m.Screen);
    const withoutData = lazyScreen(async () => ({ Screen: () => <p>no data</p> }), (m) => m.Screen, { data: false });
    render(
      <Suspense fallback={null}>
        {withData.element}
        {withoutData.element}
      </Suspense>,
    );
    expect(await screen.findByRole('status', { name: 'client' })).toHaveTextContent(/^\d+$/);
    expect(screen.getByText('no data')).toBeInTheDocument();
  });
});

describe('the query scope', () => {
  it('gives every screen the same client, so the cache outlives navigation', () => {
    const { unmount } = render(
      <QueryScope>
        <ClientId />
      </QueryScope>,
    );
    const first = screen.getByRole('status', { name: 'client' }).textContent;
    unmount();
    render(
      <QueryScope>
        <ClientId />
      </QueryScope>,
    );
    expect(screen.getByRole('status', { name: 'client' })).toHaveTextContent(first ?? 'none');
  });

  it("keeps a provider it finds above it (the shell's, a test's)", () => {
    const outer = createQueryClient();
    render(
      <QueryClientProvider client={outer}>
        <QueryScope>
          <ClientId />
        </QueryScope>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status', { name: 'client' })).toHaveTextContent(String(clientIds.get(outer)));
  });

  it('drops every answer when the session ends', () => {
    const met: QueryClient[] = [];
    function Grab() {
      const client = useQueryClient();
      useEffect(() => void met.push(client), [client]);
      return null;
    }
    render(
      <QueryScope>
        <Grab />
      </QueryScope>,
    );
    startSession({ token: 'token', userId: 'member-1' });
    const [client] = met;
    client?.setQueryData(['profile'], { name: 'Jamie' });
    expect(client?.getQueryData(['profile'])).toEqual({ name: 'Jamie' });
    endSession();
    expect(client?.getQueryData(['profile'])).toBeUndefined();
  });
});
