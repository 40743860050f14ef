import type { BoostPlan, PremiumPlan, SuperLikePack } from '@/shared/api/contract/purchases';
import { db } from '../db/database';
import type { PaymentRecord } from '../db/purchase-records';
import { clock } from '../lib/clock';
import { purchaseMessages as messages } from '../messages/purchases';
import { charge } from './card-gateway';
import { paymentSettings } from './catalog';
import { extendedExpiry } from './membership';
import { updateMember } from './update-member';

/** Paying for a plan or a pack, and what each purchase gives the member. */

export type PaymentRequest = Pick<PaymentRecord, 'user_id' | 'product' | 'plan_id' | 'price' | 'pay_nonce'> & { currency_code: string };

/**
 * Checks the amount and currency against the plan, charges the card, and records
 * the payment. Answers why the payment was refused, or undefined once it is taken.
 */
export async function takePayment(request: PaymentRequest, planPrice: string): Promise<string | undefined> {
  if (Number(request.price) !== Number(planPrice)) return messages.priceMismatch;
  const currency = paymentSettings()?.currency ?? '';
  if (request.currency_code.trim().toUpperCase() !== currency.toUpperCase()) return messages.currencyMismatch;
  const result = charge(request.pay_nonce);
  if (!result.ok) return result.message;
  await db.payments.create({
    payment_id: String(db.payments.count() + 1),
    user_id: request.user_id,
    product: request.product,
    plan_id: request.plan_id,
    price: planPrice,
    currency,
    pay_nonce: request.pay_nonce,
    at: clock.now(),
  });
  return undefined;
}

/** Premium for the plan's days (from the running expiry, or from today), with the plan's super likes and boosts. */
export async function grantPremium(userId: string, plan: PremiumPlan): Promise<void> {
  const now = clock.now();
  await updateMember(userId, (record) => {
    record.membership_valid_web = extendedExpiry(record, Number(plan.days), now);
    record.premium_member = 'true';
    record.superlike_count = addToCount(record.superlike_count, plan.superlikecount);
    record.boost_count = addToCount(record.boost_count, plan.boostcount);
  });
}

export async function grantBoosts(userId: string, pack: BoostPlan): Promise<void> {
  await updateMember(userId, (record) => {
    record.boost_count = addToCount(record.boost_count, pack.boost_count);
  });
}

export async function grantSuperLikes(userId: string, pack: SuperLikePack): Promise<void> {
  await updateMember(userId, (record) => {
    record.superlike_count = addToCount(record.superlike_count, pack.superlike_count);
  });
}

/** Counts are numbers as text and never go below zero. */
export function addToCount(count: string, more: string): string {
  return String(Math.max(0, Number(count) + Number(more)));
}
