import type { Refusal } from '@/shared/api/contract/common';
import { db } from '../db/database';
import type { PaymentRecord } from '../db/purchase-records';
import { isBoosted, startBoost } from '../domain/boost';
import { charge, clientToken } from '../domain/card-gateway';
import { extendedExpiry } from '../domain/membership';
import { updateMember } from '../domain/update-member';
import { clock } from '../lib/clock';
import { purchaseMessages as messages } from '../messages/purchases';
import { memberHandler, publicHandler, refuse } from './define-handler';

/** Premium plans, boost and super-like packs, card payments and the boost: docs/product/calls.md#purchases, docs/product/fake-backend-and-demo.md#server-rules. */

export const purchasesHandlers = [
  memberHandler('premiumlistweb', () => {
    const settings = db.paymentSettings.findFirst();
    if (!settings) return refuse(messages.noSettings);
    return { status: 'true', result: db.premiumPlans.findMany(), ...settings };
  }),

  memberHandler('premiumid', ({ input }) => {
    const plan = db.premiumPlans.findFirst((q) => q.where({ id: input.premiumid }));
    if (!plan) return refuse(messages.premiumNotFound);
    return { status: 'true', result: { price: plan.price, superlikecount: plan.superlikecount, boostcount: plan.boostcount } };
  }),

  memberHandler('webboostlist', () => {
    const settings = db.paymentSettings.findFirst();
    if (!settings) return refuse(messages.noSettings);
    return { status: 'true', result: db.boostPacks.findMany(), ...settings };
  }),

  memberHandler('premiumboostid', ({ input }) => {
    const pack = db.boostPacks.findFirst((q) => q.where({ id: input.premiumboostid }));
    return pack ? { status: 'true', result: { price: pack.price } } : refuse(messages.boostNotFound);
  }),

  memberHandler('websuperlikelist', ({ member }) => {
    const settings = db.paymentSettings.findFirst();
    if (!settings) return refuse(messages.noSettings);
    return { status: 'true', result: db.superLikePacks.findMany(), superlike_count: member.superlike_count, ...settings };
  }),

  memberHandler('premiumsuperlikeid', ({ input }) => {
    const pack = db.superLikePacks.findFirst((q) => q.where({ id: input.premiumsuperlikeid }));
    return pack ? { status: 'true', result: { price: pack.price } } : refuse(messages.superLikeNotFound);
  }),

  publicHandler('generateclienttoken', () => ({ status: 'true', token: clientToken() })),

  memberHandler('webpaypremium', async ({ input, member }) => {
    const plan = db.premiumPlans.findFirst((q) => q.where({ id: input.premium_id }));
    if (!plan) return refuse(messages.premiumNotFound);
    const refused = await takePayment({ ...input, product: 'premium', plan_id: plan.id }, plan.price);
    if (refused) return refused;
    const now = clock.now();
    await updateMember(member.user_id, (record) => {
      record.membership_valid_web = extendedExpiry(record, Number(plan.days), now);
      record.premium_member = 'true';
      record.superlike_count = add(record.superlike_count, plan.superlikecount);
      record.boost_count = add(record.boost_count, plan.boostcount);
    });
    return { status: 'true', message: messages.premiumBought };
  }),

  memberHandler('webpayboost', async ({ input, member }) => {
    const pack = db.boostPacks.findFirst((q) => q.where({ id: input.boost_id }));
    if (!pack) return refuse(messages.boostNotFound);
    const refused = await takePayment({ ...input, product: 'boost', plan_id: pack.id }, pack.price);
    if (refused) return refused;
    await updateMember(member.user_id, (record) => {
      record.boost_count = add(record.boost_count, pack.boost_count);
    });
    return { status: 'true', message: messages.boostBought };
  }),

  memberHandler('webpaysuperlike', async ({ input, member }) => {
    const pack = db.superLikePacks.findFirst((q) => q.where({ id: input.superlike_id }));
    if (!pack) return refuse(messages.superLikeNotFound);
    const refused = await takePayment({ ...input, product: 'superlike', plan_id: pack.id }, pack.price);
    if (refused) return refused;
    await updateMember(member.user_id, (record) => {
      record.superlike_count = add(record.superlike_count, pack.superlike_count);
    });
    return { status: 'true', message: messages.superLikeBought };
  }),

  // 'false' is the normal answer when no boost runs; the count says whether one can be used.
  memberHandler('webcheckboost', ({ member }) => ({
    status: isBoosted(member.user_id, clock.now()) ? 'true' : 'false',
    boost_count: member.boost_count,
  })),

  memberHandler('webactivateboost', async ({ member }) => {
    const now = clock.now();
    // A second press while boosted answers that the boost runs, without spending another.
    if (isBoosted(member.user_id, now)) return { status: 'true', boost_count: member.boost_count };
    if (Number(member.boost_count) <= 0) return refuse(messages.noBoosts, { boost_count: '0' });
    const updated = await updateMember(member.user_id, (record) => {
      record.boost_count = add(record.boost_count, '-1');
    });
    await startBoost(member.user_id, now);
    return { status: 'true', boost_count: updated?.boost_count ?? '0' };
  }),

  // The check itself always succeeds: the client reads superlike_count ('0' opens the purchase popup).
  memberHandler('webgetcheck', ({ member }) => ({ status: 'true', superlike_count: member.superlike_count })),
];

type PaymentRequest = Pick<PaymentRecord, 'user_id' | 'product' | 'plan_id' | 'price' | 'pay_nonce'> & { currency_code: string };

/** Checks the amount and currency against the plan, charges the card, and records the payment. */
async function takePayment(request: PaymentRequest, planPrice: string): Promise<Refusal | null> {
  if (Number(request.price) !== Number(planPrice)) return refuse(messages.priceMismatch);
  const currency = db.paymentSettings.findFirst()?.currency ?? '';
  if (request.currency_code.trim().toUpperCase() !== currency.toUpperCase()) return refuse(messages.currencyMismatch);
  const result = charge(request.pay_nonce);
  if (!result.ok) return refuse(result.message);
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
  return null;
}

function add(count: string, more: string): string {
  return String(Math.max(0, Number(count) + Number(more)));
}
