import { db } from '../db/database';
import { paymentRecord, type PaymentRecord } from '../db/purchase-records';
import { clock } from '../lib/clock';
import { nextId } from './ids';

/** A payment the card gateway approved: a premium plan unless told otherwise. */
export function buildPayment(userId: string, overrides: Partial<PaymentRecord> = {}): PaymentRecord {
  const plan = db.premiumPlans.findFirst();
  return paymentRecord.parse({
    payment_id: nextId(db.payments.all().map((payment) => payment.payment_id)),
    user_id: userId,
    product: 'premium',
    plan_id: plan?.id ?? '1',
    price: plan?.price ?? '9.99',
    currency: db.paymentSettings.findFirst()?.currency ?? 'USD',
    pay_nonce: 'fake-valid-nonce',
    at: clock.now(),
    ...overrides,
  });
}
