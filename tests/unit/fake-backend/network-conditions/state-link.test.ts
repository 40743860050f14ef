import { afterEach, describe, expect, it } from 'vitest';
import { readSession, endSession } from '@/shared/session/session';
import { network } from '@mocks/controls/network';
import { networkConditions } from '@mocks/controls/network-conditions';
import { stateLinkOf, stateLinkTo } from '@mocks/controls/state-link';
import { testControls } from '../../support/controls';

/** `?network=offline|slow-3g|flapping` on any address of the demo (mocks/controls/state-link.ts). */
const at = (address: string) => new URL(address, 'https://demo.example');

describe('a state link naming a network condition', () => {
  afterEach(() => {
    network.clear();
    endSession();
  });

  it('reads the condition, alone or beside a persona, and lands on the address without it', () => {
    expect(stateLinkOf(at('/web/app/Message?network=offline&tab=2'), '/web/')).toMatchObject({ network: 'offline', path: '/app/Message?tab=2' });
    expect(stateLinkOf(at('/web/?persona=premium&network=slow-3g'), '/web/')).toMatchObject({ persona: 'premium', network: 'slow-3g', path: '/' });
    expect(stateLinkOf(at('/web/?network=dial-up'), '/web/')).toBeNull();
    expect(stateLinkTo('/web/', '/app/PeopleNear', { persona: 'regular', network: 'flapping' })).toBe('/web/app/PeopleNear?persona=regular&network=flapping');
  });

  it('alone: signs nobody in, stays where it points, and sets the condition', async () => {
    const { controls, visited } = testControls();
    await controls.openStateLink({ network: 'offline', path: '/login' });
    expect(readSession()).toBeNull();
    expect(visited).toEqual(['/login']);
    expect(controls.network()).toBe('offline');
    expect(navigator.onLine).toBe(false);
  });

  it('beside a persona: signs in first (its calls go through), then takes the network away', async () => {
    const { controls, visited } = testControls();
    await controls.openStateLink({ persona: 'regular', network: 'offline', path: '/app/PeopleNear' });
    expect(readSession()?.userId).toBe('1');
    expect(visited).toEqual(['/app/PeopleNear']);
    expect(networkConditions.current()).toBe('offline');
  });

  it('is back online after a reset of the controls', async () => {
    const { controls } = testControls();
    controls.setNetwork('slow-3g');
    await controls.reset(42);
    expect(controls.network()).toBe('online');
  });
});
