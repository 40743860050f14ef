import { isBoosted, spendBoost } from '../domain/boost';
import { clientToken } from '../domain/card-gateway';
import { boostPack, boostPacks, paymentSettings, premiumPlan, premiumPlans, superLikePack, superLikePacks } from '../domain/catalog';
import { grantBoosts, grantPremium, grantSuperLikes, takePayment } from '../domain/purchases';
import { clock } from '../lib/clock';
import { purchaseMessages as messages } from '../messages/purchases';
import { memberHandler, publicHandler, refuse } from './define-handler';

/** Premium plans, boost and super-like packs, card payments and the boost: docs/product/calls.md#purchases, docs/product/fake-backend-and-demo.md#server-rules. */

export const purchasesHandlers = [
  memberHandler('premiumlistweb', () => {
    const settings = paymentSettings();
    if (!settings) return refuse(messages.noSettings);
    return { status: 'true', result: premiumPlans(), ...settings };
  }),

  memberHandler('premiumid', ({ input }) => {
    const plan = premiumPlan(input.premiumid);
    if (!plan) return refuse(messages.premiumNotFound);
    return { status: 'true', result: { price: plan.price, superlikecount: plan.superlikecount, boostcount: plan.boostcount } };
  }),

  memberHandler('webboostlist', () => {
    const settings = paymentSettings();
    if (!settings) return refuse(messages.noSettings);
    return { status: 'true', result: boostPacks(), ...settings };
  }),

  memberHandler('premiumboostid', ({ input }) => {
    const pack = boostPack(input.premiumboostid);
    return pack ? { status: 'true', result: { price: pack.price } } : refuse(messages.boostNotFound);
  }),

  memberHandler('websuperlikelist', ({ member }) => {
    const settings = paymentSettings();
    if (!settings) return refuse(messages.noSettings);
    return { status: 'true', result: superLikePacks(), superlike_count: member.superlike_count, ...settings };
  }),

  memberHandler('premiumsuperlikeid', ({ input }) => {
    const pack = superLikePack(input.premiumsuperlikeid);
    return pack ? { status: 'true', result: { price: pack.price } } : refuse(messages.superLikeNotFound);
  }),

  publicHandler('generateclienttoken', () => ({ status: 'true', token: clientToken() })),

  memberHandler('webpaypremium', async ({ input, member }) => {
    const plan = premiumPlan(input.premium_id);
    if (!plan) return refuse(messages.premiumNotFound);
    const refused = await takePayment({ ...input, product: 'premium', plan_id: plan.id }, plan.price);
    if (refused !== undefined) return refuse(refused);
    await grantPremium(member.user_id, plan);
    return { status: 'true', message: messages.premiumBought };
  }),

  memberHandler('webpayboost', async ({ input, member }) => {
    const pack = boostPack(input.boost_id);
    if (!pack) return refuse(messages.boostNotFound);
    const refused = await takePayment({ ...input, product: 'boost', plan_id: pack.id }, pack.price);
    if (refused !== undefined) return refuse(refused);
    await grantBoosts(member.user_id, pack);
    return { status: 'true', message: messages.boostBought };
  }),

  memberHandler('webpaysuperlike', async ({ input, member }) => {
    const pack = superLikePack(input.superlike_id);
    if (!pack) return refuse(messages.superLikeNotFound);
    const refused = await takePayment({ ...input, product: 'superlike', plan_id: pack.id }, pack.price);
    if (refused !== undefined) return refuse(refused);
    await grantSuperLikes(member.user_id, pack);
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
    return { status: 'true', boost_count: await spendBoost(member.user_id, now) };
  }),

  // The check itself always succeeds: the client reads superlike_count ('0' opens the purchase popup).
  memberHandler('webgetcheck', ({ member }) => ({ status: 'true', superlike_count: member.superlike_count })),
];
