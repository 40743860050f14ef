import { within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DropInInstance } from '@/shared/ports/payments';
import { dropInErrors, fakePayments } from '@mocks/fakes/payments';
import { cardTypeOf, passesLuhn } from '@mocks/fakes/payments-card';
import { TEST_NOW } from '@mocks/node';

/** The fake card drop-in (docs/product/fake-backend-and-demo.md#third-parties), in happy-dom. The fake clock stands at 1 November 2026. */

let container: HTMLElement;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  container.remove();
});

async function createDropIn(locale?: string): Promise<DropInInstance> {
  return fakePayments.createDropIn({ authorization: 'fake-client-token', container, locale });
}

function fields() {
  const form = within(container);
  return {
    number: form.getByLabelText('Card number'),
    expiration: form.getByLabelText('Expiration date (MM/YY)'),
    cvv: form.getByLabelText('CVV'),
  };
}

async function fillCard(card: { number: string; expiration?: string; cvv?: string }) {
  const user = userEvent.setup();
  const inputs = fields();
  await user.type(inputs.number, card.number);
  await user.type(inputs.expiration, card.expiration ?? '12/29');
  await user.type(inputs.cvv, card.cvv ?? '123');
}

function eventsOf(dropIn: DropInInstance): string[] {
  const events: string[] = [];
  dropIn.on('paymentMethodRequestable', () => events.push('requestable'));
  dropIn.on('noPaymentMethodRequestable', () => events.push('not requestable'));
  return events;
}

describe('the fake card drop-in', () => {
  it('renders a labelled card form into the container, in English by default', async () => {
    await createDropIn();
    const inputs = fields();
    expect(inputs.number).toHaveAttribute('autocomplete', 'cc-number');
    expect(inputs.expiration).toHaveAttribute('autocomplete', 'cc-exp');
    expect(inputs.cvv).toHaveAttribute('autocomplete', 'cc-csc');
    expect(within(container).getByRole('group', { name: 'Pay with card' })).toBeInTheDocument();
  });

  it.each([
    ['fr_FR', 'Numéro de carte', 'ltr'],
    ['ar', 'رقم البطاقة', 'rtl'],
  ])('labels the form in the %s locale', async (locale, cardNumber, dir) => {
    await createDropIn(locale);
    expect(within(container).getByLabelText(cardNumber)).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('dir', dir);
  });

  it('approves the approved test card with the Visa nonce and card details', async () => {
    const dropIn = await createDropIn();
    const events = eventsOf(dropIn);
    await fillCard({ number: '4111 1111 1111 1111', expiration: '12/29', cvv: '123' });
    expect(events).toEqual(['requestable']);
    expect(dropIn.isPaymentMethodRequestable()).toBe(true);
    await expect(dropIn.requestPaymentMethod()).resolves.toEqual({
      nonce: 'fake-valid-visa-nonce',
      type: 'CreditCard',
      details: { cardType: 'Visa', lastFour: '1111', lastTwo: '11', expirationMonth: '12', expirationYear: '2029', bin: '411111' },
    });
  });

  it('gives the declined test card the processor-declined nonce', async () => {
    const dropIn = await createDropIn();
    await fillCard({ number: '4000111111111115' });
    await expect(dropIn.requestPaymentMethod()).resolves.toMatchObject({ nonce: 'fake-processor-declined-visa-nonce' });
  });

  it('gives any other valid card the generic nonce', async () => {
    const dropIn = await createDropIn();
    await fillCard({ number: '5555 5555 5555 4444', cvv: '4321' });
    await expect(dropIn.requestPaymentMethod()).resolves.toMatchObject({ nonce: 'fake-valid-nonce', details: { cardType: 'MasterCard' } });
  });

  it.each([
    ['a number failing the Luhn check', { number: '4111 1111 1111 1112' }],
    ['an expired card', { number: '4111111111111111', expiration: '10/26' }],
    ['an impossible month', { number: '4111111111111111', expiration: '13/29' }],
    ['a short CVV', { number: '4111111111111111', cvv: '12' }],
  ])('is not requestable with %s, and refuses a payment method', async (_case, card) => {
    const dropIn = await createDropIn();
    const events = eventsOf(dropIn);
    await fillCard(card);
    expect(events).toEqual([]);
    expect(dropIn.isPaymentMethodRequestable()).toBe(false);
    await expect(dropIn.requestPaymentMethod()).rejects.toThrow(dropInErrors.noPaymentMethod);
    // Asking shows what is wrong.
    expect(container.querySelector('[aria-invalid="true"]')).not.toBeNull();
  });

  it('accepts the current month (the card runs to its end)', async () => {
    const now = new Date(TEST_NOW);
    const month = String(now.getUTCMonth() + 1).padStart(2, '0');
    const dropIn = await createDropIn();
    await fillCard({ number: '4111111111111111', expiration: `${month}/${String(now.getUTCFullYear()).slice(2)}` });
    expect(dropIn.isPaymentMethodRequestable()).toBe(true);
  });

  it('says when the card becomes incomplete again, and marks the field on leaving it', async () => {
    const user = userEvent.setup();
    const dropIn = await createDropIn();
    const events = eventsOf(dropIn);
    await fillCard({ number: '4111111111111111' });
    await user.type(fields().cvv, '{Backspace}{Backspace}');
    expect(events).toEqual(['requestable', 'not requestable']);
    await user.tab();
    expect(fields().cvv).toHaveAttribute('aria-invalid', 'true');
    expect(within(container).getByText('This security code is not valid.')).toBeVisible();
  });

  it('clears the card, and tears the form down', async () => {
    const dropIn = await createDropIn();
    const events = eventsOf(dropIn);
    await fillCard({ number: '4111111111111111' });
    dropIn.clearSelectedPaymentMethod();
    expect(fields().number).toHaveValue('');
    expect(events).toEqual(['requestable', 'not requestable']);
    await dropIn.teardown();
    expect(container).toBeEmptyDOMElement();
    await expect(dropIn.requestPaymentMethod()).rejects.toThrow(dropInErrors.tornDown);
  });

  it('stops calling a listener once it is off', async () => {
    const dropIn = await createDropIn();
    const calls: string[] = [];
    const listener = () => calls.push('requestable');
    dropIn.on('paymentMethodRequestable', listener);
    dropIn.off('paymentMethodRequestable', listener);
    await fillCard({ number: '4111111111111111' });
    expect(calls).toEqual([]);
  });

  it('refuses to start without a client token, or in a container that is not empty', async () => {
    await expect(fakePayments.createDropIn({ authorization: '', container })).rejects.toThrow(dropInErrors.authorization);
    container.append(document.createElement('span'));
    await expect(fakePayments.createDropIn({ authorization: 'fake-client-token', container })).rejects.toThrow(dropInErrors.container);
  });
});

describe('card rules', () => {
  it('checks Luhn and names card types as Braintree does', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(cardTypeOf('378282246310005')).toBe('American Express');
    expect(cardTypeOf('6011111111111117')).toBe('Discover');
    expect(cardTypeOf('2221000000000009')).toBe('MasterCard');
  });
});
