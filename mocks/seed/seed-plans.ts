import type { BoostPlan, PremiumPlan, SuperLikePack } from '@/shared/api/contract/purchases';
import { db } from '../db/database';
import type { PaymentSettingsRecord } from '../db/purchase-records';

/**
 * What the shop sells. Prices are in euros because the demo city is Paris.
 * `days` is the plan's length in days (the expiry is computed from it); `type`
 * is the unit the plan is sold in, for display.
 */
export const premiumPlans: PremiumPlan[] = [
  { id: '1', days: '30', type: 'Days', price: '9.99', superlikecount: '5', boostcount: '1' },
  { id: '2', days: '90', type: 'Days', price: '24.99', superlikecount: '15', boostcount: '3' },
  { id: '3', days: '180', type: 'Days', price: '44.99', superlikecount: '30', boostcount: '6' },
  { id: '4', days: '365', type: 'Days', price: '79.99', superlikecount: '60', boostcount: '12' },
];

export const boostPacks: BoostPlan[] = [
  { id: '1', boost_count: '1', price: '3.99' },
  { id: '2', boost_count: '5', price: '14.99' },
  { id: '3', boost_count: '10', price: '24.99' },
];

export const superLikePacks: SuperLikePack[] = [
  { id: '1', superlike_count: '5', price: '4.99' },
  { id: '2', superlike_count: '15', price: '11.99' },
  { id: '3', superlike_count: '30', price: '19.99' },
];

export const paymentSettings: PaymentSettingsRecord = {
  currency: 'EUR',
  payment: 'braintree',
  license_key: 'AMORA-DEMO-0000-0000',
};

export async function seedPlans(): Promise<void> {
  await db.paymentSettings.create(paymentSettings);
  // One by one, so the lists come back in the order they are sold in.
  for (const plan of premiumPlans) await db.premiumPlans.create(plan);
  for (const pack of boostPacks) await db.boostPacks.create(pack);
  for (const pack of superLikePacks) await db.superLikePacks.create(pack);
}
