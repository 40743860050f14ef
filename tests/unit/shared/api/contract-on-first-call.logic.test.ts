import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/shared/api/client';
import { callGate } from '../../support/call-gate';
import { quietSpell } from '../../support/waits';

/**
 * The contract (and zod with it, about 30 KB gzip) is no part of a page that sends no call: the API client asks for
 * it with the first call (docs/decisions/015-signed-in-start-up.md; scripts/size-report.mjs charges it there).
 */
const contractLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/shared/api/contract', async (importOriginal) => {
  contractLoads.count += 1;
  return importOriginal();
});

function answering(json: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(json), { headers: { 'Content-Type': 'application/json' } }));
}

const options = { baseUrl: 'http://api.test/api/', getToken: () => null, getLanguage: () => 'en' as const };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the API client and the contract', () => {
  it('loads the contract with the first call, not as the client is made', async () => {
    vi.stubGlobal('fetch', answering({ status: 'true', result: 'ok' }));
    const client = createApiClient(options);
    // Everything the module's loading could have started has had its turn.
    await quietSpell();
    expect(contractLoads.count).toBe(0);

    await expect(client.call('checklicense', { hostname: 'example.test' })).resolves.toEqual({ status: 'true', result: 'ok' });
    expect(contractLoads.count).toBe(1);
  });

  it('asks for the contract while the call waits for its hold, and sends nothing before the hold ends', async () => {
    const fetch = answering({ status: 'true', result: 'ok' });
    vi.stubGlobal('fetch', fetch);
    const hold = callGate();
    const client = createApiClient({ ...options, whenReady: hold.wait });

    const answer = client.call('checklicense', { hostname: 'example.test' });
    const { contract } = await import('@/shared/api/contract');
    expect(contract.checklicense.name).toBe('checklicense');
    expect(fetch).not.toHaveBeenCalled();

    hold.open();
    await expect(answer).resolves.toEqual({ status: 'true', result: 'ok' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
