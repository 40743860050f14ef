import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/shared/i18n/i18n';
import { QueryState, type QueryLike } from '@/shared/ui/query-state';

/** A read the browser holds while offline (TanStack's fetchStatus 'paused'): docs/product/offline.md#reading-what-is-loaded-stays. */
const WAITING = 'You are offline: this will load once you are back online.';
const names = (list: string[]) => <p>{list.join(', ')}</p>;

beforeAll(() => initI18n('en'));

describe('QueryState offline', () => {
  it('says a read with nothing loaded waits for the network, with no loader, no error and no status of its own', () => {
    const paused: QueryLike<string[]> = { data: undefined, isError: false, refetch: () => undefined, fetchStatus: 'paused' };
    render(<QueryState query={paused} loaderDelayMs={0}>{names}</QueryState>);
    expect(screen.getByText(WAITING)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps what is loaded while a refetch waits for the network', () => {
    const paused: QueryLike<string[]> = { data: ['Alex', 'Sam'], isError: false, refetch: () => undefined, fetchStatus: 'paused' };
    render(<QueryState query={paused}>{names}</QueryState>);
    expect(screen.getByText('Alex, Sam')).toBeInTheDocument();
    expect(screen.queryByText(WAITING)).not.toBeInTheDocument();
  });
});
