import { afterEach, describe, expect, it } from 'vitest';
import { api } from '@/shared/api/api';
import { keptFaults } from '@mocks/controls/kept-faults';
import { network } from '@mocks/controls/network';
import { requestLog } from '@mocks/controls/request-log';
import { failureOf } from '../support/api-failure';
import { testControls } from '../support/controls';

/** What a reload does to the fake backend's network: its memory is gone, and the start puts the kept faults back (mocks/browser.ts). */
function reload(): void {
  network.clear();
  requestLog.clear();
  keptFaults.apply();
}

describe('a fault kept after reload', () => {
  afterEach(() => {
    network.clear();
    requestLog.clear();
  });

  it('faults the start-up call checklicense from the first call after the reload', async () => {
    const { controls } = testControls();
    controls.injectFault('checklicense', 'malformed-response', { keepAfterReload: true });
    reload();
    expect((await failureOf(api.call('checklicense', { hostname: 'x' }))).kind).toBe('contract');
    expect(requestLog.entries().map(({ name, outcome }) => `${name}: ${outcome}`)).toEqual(['checklicense: injected malformed-response']);
    // And after the next reload too, until it is removed.
    reload();
    expect((await failureOf(api.call('checklicense', { hostname: 'x' }))).kind).toBe('contract');
    expect(controls.keptFaults()).toEqual({ calls: { checklicense: 'malformed-response' }, chatEvents: {} });
  });

  it('is a chat event fault too', () => {
    const { controls } = testControls();
    controls.injectChatFault('broad', 'network-failure', { keepAfterReload: true });
    reload();
    expect(network.faults().chatEvents).toEqual({ broad: 'network-failure' });
  });

  it('is not kept unless asked, and no longer once removed, replaced or cleared', async () => {
    const { controls } = testControls();
    controls.injectFault('checklicense', 'server-error');
    reload();
    await expect(api.call('checklicense', { hostname: 'x' })).resolves.toEqual({ status: 'true', result: 'valid' });

    controls.injectFault('checklicense', 'server-error', { keepAfterReload: true });
    controls.injectFault('checklicense', null);
    reload();
    expect(network.faults().calls).toEqual({});

    controls.injectFault('checklicense', 'server-error', { keepAfterReload: true });
    controls.injectFault('checklicense', 'slow');
    reload();
    expect(network.faults().calls).toEqual({});

    controls.injectFault('webprofile', 'server-error', { keepAfterReload: true });
    controls.clearFaults();
    reload();
    expect(network.faults().calls).toEqual({});

    controls.injectFault('webprofile', 'server-error', { keepAfterReload: true });
    await controls.reset();
    reload();
    expect(network.faults().calls).toEqual({});
  });

  it('reads a hand-edited entry as nothing kept', () => {
    sessionStorage.setItem('amora:kept-faults', JSON.stringify({ calls: { checklicense: 'meltdown' }, chatEvents: {} }));
    reload();
    expect(network.faults()).toEqual({ calls: {}, chatEvents: {} });
    sessionStorage.setItem('amora:kept-faults', '{not json');
    reload();
    expect(network.faults()).toEqual({ calls: {}, chatEvents: {} });
  });
});
