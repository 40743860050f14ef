/**
 * The network conditions' names alone (network-conditions.ts has the link itself): the state links read them as
 * the page opens (state-link.ts, in the first route), without loading anything of the network.
 */
export const networkConditionNames = ['online', 'offline', 'slow-3g', 'flapping'] as const;
export type NetworkCondition = (typeof networkConditionNames)[number];

export const isNetworkCondition = (value: unknown): value is NetworkCondition => networkConditionNames.some((name) => name === value);
