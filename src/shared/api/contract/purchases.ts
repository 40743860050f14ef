import { z } from 'zod';
import { defineCall } from './define-call';
import { accepted, id, platform, statusMessage, textBoolean, textNumber, userId } from './common';

/** Premium plans, boost and super-like packs, card payments and the boost: docs/product/calls.md#purchases. */

/** A price as text, like '9.99'. */
const price = z.string().regex(/^\d+(\.\d+)?$/, 'expected a price as text');

export const premiumPlan = z.object({
  id,
  days: textNumber,
  /** The duration's unit, as text. */
  type: z.string(),
  price,
  superlikecount: textNumber,
  boostcount: textNumber,
});
export type PremiumPlan = z.infer<typeof premiumPlan>;

export const boostPlan = z.object({ id, boost_count: textNumber, price });
export type BoostPlan = z.infer<typeof boostPlan>;

export const superLikePack = z.object({ id, superlike_count: textNumber, price });
export type SuperLikePack = z.infer<typeof superLikePack>;

/** What every plan list carries besides its plans, for the card payment. */
const paymentSettings = {
  currency: z.string(),
  payment: z.string(),
  license_key: z.string(),
};

export const premiumlistweb = defineCall({
  name: 'premiumlistweb',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  request: z.object({ platform }),
  response: z.object({ status: accepted, result: z.array(premiumPlan), ...paymentSettings }),
});

export const premiumid = defineCall({
  name: 'premiumid',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  request: z.object({ premiumid: id }),
  response: z.object({
    status: accepted,
    result: z.object({ price, superlikecount: textNumber, boostcount: textNumber }),
  }),
});

export const webboostlist = defineCall({
  name: 'webboostlist',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  request: z.object({ user_id: id, platform }),
  response: z.object({ status: accepted, result: z.array(boostPlan), ...paymentSettings }),
});

export const premiumboostid = defineCall({
  name: 'premiumboostid',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  request: z.object({ premiumboostid: id }),
  response: z.object({ status: accepted, result: z.object({ price }) }),
});

export const websuperlikelist = defineCall({
  name: 'websuperlikelist',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  request: z.object({ user_id: id, platform }),
  response: z.object({
    status: accepted,
    result: z.array(superLikePack),
    superlike_count: textNumber,
    ...paymentSettings,
  }),
});

export const premiumsuperlikeid = defineCall({
  name: 'premiumsuperlikeid',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  request: z.object({ premiumsuperlikeid: id }),
  response: z.object({ status: accepted, result: z.object({ price }) }),
});

export const generateclienttoken = defineCall({
  name: 'generateclienttoken',
  method: 'GET',
  encoding: 'none',
  auth: 'public',
  request: z.object({}),
  /** The card payment provider's client token. */
  response: z.object({ status: accepted, token: z.string().min(1) }),
});

/** Every pay call sends the provider's nonce, the price and the currency. */
const payment = { pay_nonce: z.string().min(1), price, user_id: id, currency_code: z.string() };

export const webpaypremium = defineCall({
  name: 'webpaypremium',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  request: z.object({ ...payment, premium_id: id }),
  // Answer not shown by the product: the minimal honest shape.
  response: statusMessage,
});

export const webpayboost = defineCall({
  name: 'webpayboost',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  request: z.object({ ...payment, boost_id: id }),
  // Answer not shown by the product: the minimal honest shape.
  response: statusMessage,
});

export const webpaysuperlike = defineCall({
  name: 'webpaysuperlike',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  request: z.object({ ...payment, superlike_id: id }),
  // Answer not shown by the product: the minimal honest shape.
  response: statusMessage,
});

export const webcheckboost = defineCall({
  name: 'webcheckboost',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  request: userId,
  // 'false' is a normal answer here (no boost active), not a refusal; any other
  // status fails to parse, which is the "error status with no popup" of docs/product/flows.md#boost.
  response: z.object({ status: textBoolean, boost_count: textNumber }),
});

export const webactivateboost = defineCall({
  name: 'webactivateboost',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  request: userId,
  response: z.object({ status: accepted, boost_count: textNumber }),
});

export const webgetcheck = defineCall({
  name: 'webgetcheck',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  request: userId,
  // Both statuses are normal answers: the client decides on superlike_count.
  response: z.object({ status: textBoolean, superlike_count: textNumber }),
});

export const purchasesCalls = {
  premiumlistweb,
  premiumid,
  webboostlist,
  premiumboostid,
  websuperlikelist,
  premiumsuperlikeid,
  generateclienttoken,
  webpaypremium,
  webpayboost,
  webpaysuperlike,
  webcheckboost,
  webactivateboost,
  webgetcheck,
};
