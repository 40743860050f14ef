/**
 * The card payment drop-in, shaped like braintree-web-drop-in's instance so the
 * real adapter is the library itself and the fake mimics it (docs/product/fake-backend-and-demo.md#third-parties).
 */
export interface PaymentMethodPayload {
  nonce: string;
  type: 'CreditCard';
  details: { cardType: string; lastFour: string; lastTwo: string; expirationMonth: string; expirationYear: string; bin: string };
}

export type DropInEvent = 'paymentMethodRequestable' | 'noPaymentMethodRequestable';

export interface DropInInstance {
  requestPaymentMethod(): Promise<PaymentMethodPayload>;
  isPaymentMethodRequestable(): boolean;
  clearSelectedPaymentMethod(): void;
  teardown(): Promise<void>;
  on(event: DropInEvent, listener: () => void): void;
  off(event: DropInEvent, listener: () => void): void;
}

export interface DropInOptions {
  /** The client token from generateclienttoken. */
  authorization: string;
  container: HTMLElement;
  locale?: string;
}

export interface PaymentsPort {
  createDropIn(options: DropInOptions): Promise<DropInInstance>;
}
