import { describe, expect, it } from 'vitest';
import { stateLinkOf, stateLinkTo } from '@mocks/controls/state-link';

const at = (address: string) => new URL(address, 'https://demo.example');

describe('a state link', () => {
  it('reads the scenario and the persona, and lands on the address without them', () => {
    expect(stateLinkOf(at('/web/app/Message?scenario=fresh-match'), '/web/')).toEqual({ scenario: 'fresh-match', persona: undefined, path: '/app/Message' });
    expect(stateLinkOf(at('/web/app/Profile?persona=premium&tab=2'), '/web/')).toEqual({ scenario: undefined, persona: 'premium', path: '/app/Profile?tab=2' });
  });

  it('asks for nothing without them, or with names the demo does not have', () => {
    expect(stateLinkOf(at('/web/app/Message'), '/web/')).toBeNull();
    expect(stateLinkOf(at('/web/app/Message?scenario=no-such&persona=admin'), '/web/')).toBeNull();
  });

  it('makes the links the controls offer, which read back the same', () => {
    const link = stateLinkTo('/web/', '/app/Message', { persona: 'regular', scenario: 'chat-of-20-messages' });
    expect(link).toBe('/web/app/Message?persona=regular&scenario=chat-of-20-messages');
    expect(stateLinkOf(at(link), '/web/')).toEqual({ persona: 'regular', scenario: 'chat-of-20-messages', path: '/app/Message' });
  });
});
