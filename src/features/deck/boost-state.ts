/**
 * What pressing the boost icon shows (docs/product/flows.md#boost): webcheckboost's status 'true' is a running
 * boost; 'false' offers Use Boost while boosts are left, else the boost packs; any other answer is
 * an error, with no popup.
 */
export type BoostView = { kind: 'active'; count: string } | { kind: 'use'; count: string } | { kind: 'buy' } | { kind: 'error' };

export function boostViewOf(answer: { status: string; boost_count: string } | undefined): BoostView {
  if (!answer) return { kind: 'error' };
  if (answer.status === 'true') return { kind: 'active', count: answer.boost_count };
  if (answer.status === 'false') return Number(answer.boost_count) > 0 ? { kind: 'use', count: answer.boost_count } : { kind: 'buy' };
  return { kind: 'error' };
}
