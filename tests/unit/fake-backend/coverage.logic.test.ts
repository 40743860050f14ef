import { describe, expect, it } from 'vitest';
import { contract } from '@/shared/api/contract';
import { callHandlers as handlers } from '@mocks/handlers';

describe('the fake backend', () => {
  it('answers every call of the contract, on its declared method', () => {
    const served = new Set(handlers.map((handler) => `${handler.info.method} ${String(handler.info.path)}`));
    const missing = Object.values(contract)
      .map((call) => `${call.method} */api/${call.name}`)
      .filter((route) => !served.has(route));
    expect(missing).toEqual([]);
  });

  it('serves nothing the contract does not declare', () => {
    const declared = new Set(Object.values(contract).map((call) => `*/api/${call.name}`));
    const extra = handlers.map((handler) => String(handler.info.path)).filter((path) => !declared.has(path));
    expect(extra).toEqual([]);
  });
});
