import type { DropInEvent, DropInInstance, DropInOptions, PaymentMethodPayload, PaymentsPort } from '@/shared/ports/payments';
import { formatAsTyped, formatCardNumber, formatExpiry } from './card-input-format';
import { cardDigits, cardTypeOf, checkCard, expiryOf, isCvv, nonceFor, type CardFields } from './payments-card';
import { dropInLabels, dropInLanguage } from './payments-labels';

/**
 * A stand-in for Braintree's Drop-in, which cannot render offline (its card
 * fields come from Braintree's servers). It draws a small card form in plain
 * DOM, fires the same events and answers requestPaymentMethod with Braintree's
 * test nonces, so the payment screens run unchanged in mock mode.
 */

/** Braintree's own wording for these failures. */
export const dropInErrors = {
  authorization: 'Authorization is invalid. Make sure your client token or tokenization key is valid.',
  container: 'options.selector or options.container must reference an empty DOM node.',
  noPaymentMethod: 'No payment method is available.',
  tornDown: 'Drop-in has been torn down.',
} as const;

let instanceCount = 0;

type Field = keyof CardFields;

const fieldChecks: Record<Field, (value: string) => boolean> = {
  number: (value) => cardDigits(value) !== undefined,
  expiration: (value) => expiryOf(value) !== undefined,
  cvv: isCvv,
};

class FakeDropIn implements DropInInstance {
  readonly #root: HTMLElement;
  readonly #inputs: Record<Field, HTMLInputElement>;
  readonly #errors: Record<Field, HTMLElement>;
  readonly #listeners = new Map<DropInEvent, Set<() => void>>();
  #requestable = false;
  #tornDown = false;

  constructor(container: HTMLElement, locale: string | undefined) {
    const labels = dropInLabels(locale);
    const language = dropInLanguage(locale);
    const prefix = `fake-dropin-${++instanceCount}`;
    const document = container.ownerDocument;

    this.#root = document.createElement('div');
    this.#root.className = 'fake-dropin';
    this.#root.lang = language;
    this.#root.dir = language === 'ar' ? 'rtl' : 'ltr';

    const fieldset = document.createElement('fieldset');
    const legend = document.createElement('legend');
    legend.textContent = labels.legend;
    const note = document.createElement('p');
    note.className = 'fake-dropin__note';
    note.textContent = labels.note;
    fieldset.append(legend, note);

    const made = {
      number: this.#field(document, `${prefix}-number`, labels.cardNumber, labels.invalidNumber, {
        autocomplete: 'cc-number',
        placeholder: '•••• •••• •••• ••••',
        maxLength: 23,
        format: formatCardNumber,
      }),
      expiration: this.#field(document, `${prefix}-expiration`, labels.expiration, labels.invalidExpiration, {
        autocomplete: 'cc-exp',
        placeholder: labels.expirationPlaceholder,
        maxLength: 7,
        format: formatExpiry,
      }),
      cvv: this.#field(document, `${prefix}-cvv`, labels.cvv, labels.invalidCvv, { autocomplete: 'cc-csc', placeholder: '•••', maxLength: 4 }),
    };
    this.#inputs = { number: made.number.input, expiration: made.expiration.input, cvv: made.cvv.input };
    this.#errors = { number: made.number.error, expiration: made.expiration.error, cvv: made.cvv.error };
    fieldset.append(made.number.row, made.expiration.row, made.cvv.row);

    const style = document.createElement('style');
    style.textContent = STYLES;
    this.#root.append(style, fieldset);
    container.append(this.#root);
  }

  #field(
    document: Document,
    id: string,
    label: string,
    invalid: string,
    attributes: { autocomplete: string; placeholder: string; maxLength: number; format?: (text: string) => string },
  ) {
    const row = document.createElement('div');
    row.className = 'fake-dropin__row';
    const labelElement = document.createElement('label');
    labelElement.htmlFor = id;
    labelElement.textContent = label;
    const input = document.createElement('input');
    input.id = id;
    input.type = 'text';
    input.inputMode = 'numeric';
    input.setAttribute('autocomplete', attributes.autocomplete);
    input.placeholder = attributes.placeholder;
    input.maxLength = attributes.maxLength;
    input.spellcheck = false;
    // Card numbers and dates read left to right in every language.
    input.dir = 'ltr';
    const error = document.createElement('p');
    error.id = `${id}-error`;
    error.className = 'fake-dropin__error';
    error.textContent = invalid;
    error.hidden = true;
    error.setAttribute('aria-live', 'polite');
    input.setAttribute('aria-describedby', error.id);
    input.addEventListener('input', () => {
      // Formatted as typed (groups of four, MM/YY), the caret kept after the same digit.
      if (attributes.format) {
        const caret = input.selectionStart ?? input.value.length;
        const formatted = formatAsTyped(input.value, caret, attributes.format);
        if (formatted.value !== input.value) {
          input.value = formatted.value;
          if (input.ownerDocument.activeElement === input) input.setSelectionRange(formatted.caret, formatted.caret);
        }
      }
      this.#onInput(input, error);
    });
    // As Braintree's fields do, a mistake shows once the member leaves the field, not while they type.
    input.addEventListener('blur', () => this.#showValidity(input, error, input.value !== ''));
    row.append(labelElement, input, error);
    return { row, input, error };
  }

  #fields(): CardFields {
    return { number: this.#inputs.number.value, expiration: this.#inputs.expiration.value, cvv: this.#inputs.cvv.value };
  }

  #onInput(input: HTMLInputElement, error: HTMLElement): void {
    if (input.getAttribute('aria-invalid') === 'true') this.#showValidity(input, error, true);
    this.#update();
  }

  #showValidity(input: HTMLInputElement, error: HTMLElement, check: boolean): void {
    const field = (Object.keys(this.#inputs) as Field[]).find((key) => this.#inputs[key] === input);
    const invalid = check && field !== undefined && !fieldChecks[field](input.value);
    error.hidden = !invalid;
    if (invalid) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }

  #update(): void {
    const requestable = checkCard(this.#fields()) !== undefined;
    if (requestable === this.#requestable) return;
    this.#requestable = requestable;
    this.#emit(requestable ? 'paymentMethodRequestable' : 'noPaymentMethodRequestable');
  }

  #emit(event: DropInEvent): void {
    for (const listener of this.#listeners.get(event) ?? []) listener();
  }

  async requestPaymentMethod(): Promise<PaymentMethodPayload> {
    if (this.#tornDown) throw new Error(dropInErrors.tornDown);
    const card = checkCard(this.#fields());
    if (!card) {
      for (const field of Object.keys(this.#inputs) as Field[]) this.#showValidity(this.#inputs[field], this.#errors[field], true);
      throw new Error(dropInErrors.noPaymentMethod);
    }
    return {
      nonce: nonceFor(card.digits),
      type: 'CreditCard',
      details: {
        cardType: cardTypeOf(card.digits),
        lastFour: card.digits.slice(-4),
        lastTwo: card.digits.slice(-2),
        expirationMonth: String(card.month).padStart(2, '0'),
        expirationYear: String(card.year),
        bin: card.digits.slice(0, 6),
      },
    };
  }

  isPaymentMethodRequestable(): boolean {
    return this.#requestable;
  }

  clearSelectedPaymentMethod(): void {
    for (const field of Object.keys(this.#inputs) as Field[]) {
      this.#inputs[field].value = '';
      this.#showValidity(this.#inputs[field], this.#errors[field], false);
    }
    this.#update();
  }

  async teardown(): Promise<void> {
    this.#tornDown = true;
    this.#listeners.clear();
    this.#root.remove();
  }

  on(event: DropInEvent, listener: () => void): void {
    const listeners = this.#listeners.get(event) ?? new Set<() => void>();
    listeners.add(listener);
    this.#listeners.set(event, listeners);
  }

  off(event: DropInEvent, listener: () => void): void {
    this.#listeners.get(event)?.delete(listener);
  }
}

export const fakePayments: PaymentsPort = {
  async createDropIn({ authorization, container, locale }: DropInOptions) {
    // Any token from generateclienttoken will do; without one, Braintree refuses to start.
    if (typeof authorization !== 'string' || authorization.trim() === '') throw new Error(dropInErrors.authorization);
    if (!container || container.children.length > 0) throw new Error(dropInErrors.container);
    return new FakeDropIn(container, locale);
  },
};

const STYLES = `
.fake-dropin fieldset { border: 1px solid var(--color-border, #eadfe4); border-radius: var(--radius-m, 14px); padding: var(--space-4, 16px); margin: 0; display: grid; gap: var(--space-3, 12px); }
.fake-dropin legend { font-weight: 600; padding-inline: var(--space-1, 4px); }
.fake-dropin__note { margin: 0; color: var(--color-muted, #655b61); font-size: 0.875rem; }
.fake-dropin__row { display: grid; gap: var(--space-1, 4px); }
.fake-dropin input { font: inherit; padding: var(--space-2, 8px) var(--space-3, 12px); border: 1px solid var(--color-border, #eadfe4); border-radius: var(--radius-s, 8px); }
.fake-dropin input:focus-visible { outline: 2px solid var(--color-focus, #6d28d9); outline-offset: 1px; }
.fake-dropin input[aria-invalid='true'] { border-color: var(--color-danger, #b3261e); }
.fake-dropin__error { margin: 0; color: var(--color-danger, #b3261e); font-size: 0.875rem; }
`;
