import { z } from 'zod';
import { id } from '@/shared/api/contract/common';
import { boostPlan, premiumPlan, superLikePack } from '@/shared/api/contract/purchases';

/**
 * The purchases area's records: the plans and packs on sale, the shop's payment
 * settings, the payments taken and the boosts running.
 */
export const premiumPlanRecord = premiumPlan;
export const boostPackRecord = boostPlan;
export const superLikePackRecord = superLikePack;

/** What every plan list carries for the card payment: one record, like the admin settings. */
export const paymentSettingsRecord = z.object({
  currency: z.string(),
  payment: z.string(),
  license_key: z.string(),
});
export type PaymentSettingsRecord = z.infer<typeof paymentSettingsRecord>;

/** A payment the card gateway approved, kept so tests and the request log can read side effects back. */
export const paymentRecord = z.object({
  payment_id: id,
  user_id: id,
  product: z.enum(['premium', 'boost', 'superlike']),
  plan_id: id,
  price: z.string(),
  currency: z.string(),
  pay_nonce: z.string(),
  /** Epoch milliseconds (fake clock). */
  at: z.number(),
});
export type PaymentRecord = z.infer<typeof paymentRecord>;

/** A boost a member switched on: it lasts 30 minutes of the fake clock from `started_at`. */
export const boostRecord = z.object({ user_id: id, started_at: z.number() });
export type BoostRecord = z.infer<typeof boostRecord>;
