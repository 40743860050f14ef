/**
 * The card payment provider's side, faked: it answers Braintree's documented
 * sandbox test nonces as the sandbox does (the fake drop-in hands them out for
 * the test cards of docs/product/fake-backend-and-demo.md#demo-accounts-and-test-inputs). Test nonces stay usable again and again,
 * as in the sandbox; 'fake-consumed-nonce' is how the sandbox shows a spent one.
 */
const approved = new Set([
  'fake-valid-nonce',
  'fake-valid-visa-nonce',
  'fake-valid-mastercard-nonce',
  'fake-valid-amex-nonce',
  'fake-valid-discover-nonce',
  'fake-valid-debit-nonce',
]);

const declined: Record<string, string> = {
  'fake-processor-declined-visa-nonce': 'Processor Declined',
  'fake-processor-declined-mastercard-nonce': 'Processor Declined',
  'fake-processor-declined-amex-nonce': 'Processor Declined',
  'fake-processor-declined-discover-nonce': 'Processor Declined',
  'fake-luhn-invalid-nonce': 'Credit card number is invalid.',
  'fake-consumed-nonce': 'Cannot use a payment_method_nonce more than once.',
  'fake-gateway-rejected-fraud-nonce': 'Gateway Rejected: fraud',
};

export const UNKNOWN_NONCE = 'Unknown or expired payment_method_nonce.';

export type Charge = { ok: true } | { ok: false; message: string };

export function charge(nonce: string): Charge {
  if (approved.has(nonce)) return { ok: true };
  return { ok: false, message: declined[nonce] ?? UNKNOWN_NONCE };
}

/** The provider's client token for the drop-in: shaped like a sandbox one (base64 JSON), never a real credential. */
export function clientToken(): string {
  return btoa(
    JSON.stringify({
      version: 2,
      environment: 'sandbox',
      merchantId: 'amora-demo',
      authorizationFingerprint: 'fake-authorization-fingerprint',
    }),
  );
}
