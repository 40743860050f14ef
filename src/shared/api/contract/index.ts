import { accountCalls } from './account';
import { chatCalls } from './chat';
import { discoveryCalls } from './discovery';
import { helpCalls } from './help';
import { profileCalls } from './profile';
import { purchasesCalls } from './purchases';
import { socialCalls } from './social';

/** Every HTTP call of the API, by name. Each area module lists its own calls. */
export const contract = {
  ...accountCalls,
  ...profileCalls,
  ...purchasesCalls,
  ...discoveryCalls,
  ...socialCalls,
  ...chatCalls,
  ...helpCalls,
};

export type Contract = typeof contract;
export type CallName = keyof Contract;
export type Call<N extends CallName> = Contract[N];
