import { afterEach, describe, expect, it } from 'vitest';
import { api } from '@/shared/api/api';
import { contract, type CallName } from '@/shared/api/contract';
import type { CallDefinition } from '@/shared/api/contract/define-call';
import { network } from '@mocks/controls/network';
import { requestLog } from '@mocks/controls/request-log';
import { failureOf } from '../support/api-failure';

/**
 * The controls' 'malformed-response' fault (docs/product/fake-backend-and-demo.md#controls) must break every
 * call: an answer one call's schema happens to accept (a status and a stray
 * field fitted webcheckphone's) lets the app carry on as if answered.
 */
describe("the 'malformed-response' fault", () => {
  afterEach(() => {
    network.clear();
    requestLog.clear();
  });

  it('is an answer the client cannot parse, for every call of the contract', async () => {
    const names = Object.keys(contract) as CallName[];
    const parsed: string[] = [];
    for (const name of names) {
      network.injectCallFault(name, 'malformed-response');
      // No real input is needed: the network answers before the handler reads the request.
      const definition: CallDefinition = contract[name];
      const error = await failureOf(api.send(definition, {}));
      if (error.kind !== 'contract') parsed.push(`${name}: ${error.kind} ${error.message}`);
    }
    console.log(`Malformed fault: ${names.length} calls tried, ${names.length - parsed.length} failed to parse`);
    expect(parsed).toEqual([]);
    expect(names).toHaveLength(60);
  });

  it('is logged as the fault injected', async () => {
    network.injectCallFault('checklicense', 'malformed-response');
    await failureOf(api.call('checklicense', { hostname: 'x' }));
    expect(requestLog.entries().map(({ name, outcome }) => `${name}: ${outcome}`)).toEqual(['checklicense: injected malformed-response']);
  });
});
