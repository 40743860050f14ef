import type { BoostPlan, PremiumPlan, SuperLikePack } from '@/shared/api/contract/purchases';
import { db } from '../db/database';
import type { PaymentSettingsRecord } from '../db/purchase-records';

/** What the site sells: premium plans, boost and super-like packs, and how they are paid (currency, payment method). */

export function paymentSettings(): PaymentSettingsRecord | undefined {
  return db.paymentSettings.findFirst();
}

export function premiumPlans(): PremiumPlan[] {
  return db.premiumPlans.findMany();
}

export function premiumPlan(planId: string): PremiumPlan | undefined {
  return db.premiumPlans.findFirst((q) => q.where({ id: planId }));
}

export function boostPacks(): BoostPlan[] {
  return db.boostPacks.findMany();
}

export function boostPack(packId: string): BoostPlan | undefined {
  return db.boostPacks.findFirst((q) => q.where({ id: packId }));
}

export function superLikePacks(): SuperLikePack[] {
  return db.superLikePacks.findMany();
}

export function superLikePack(packId: string): SuperLikePack | undefined {
  return db.superLikePacks.findFirst((q) => q.where({ id: packId }));
}
