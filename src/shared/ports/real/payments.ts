import type { DropInInstance, PaymentsPort } from '../payments';

/** Braintree's Drop-in, loaded only when a payment screen opens. */
export const realPayments: PaymentsPort = {
  async createDropIn({ authorization, container, locale }) {
    const dropin = await import('braintree-web-drop-in');
    const instance = await dropin.default.create({ authorization, container, locale });
    return instance as unknown as DropInInstance;
  },
};
