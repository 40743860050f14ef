import type { CallDescriptions } from './define-call';
import type { purchasesCalls } from './purchases';

const PAYMENT_REFUSALS = {
  'The price does not match the plan': 'a price other than the plan\'s',
  'The currency does not match the plan': 'a currency other than the site\'s',
  'Processor Declined': 'the card provider declines the card',
  'Credit card number is invalid.': 'the card provider finds the number invalid',
  'Cannot use a payment_method_nonce more than once.': 'a payment nonce already spent',
  'Gateway Rejected: fraud': 'the card provider suspects fraud',
  'Unknown or expired payment_method_nonce.': 'a payment nonce the provider does not know',
};

/** What each purchase call does (the API reference's text; the app never imports this file). */
export const purchasesDescriptions = {
  premiumlistweb: {
    summary: 'Lists the premium plans',
    description: 'The premium page\'s plans, with the currency, the payment settings and the licence key.',
    refusals: { 'Payments are not available': 'the site has no payment settings' },
  },
  premiumid: {
    summary: 'Reads a premium plan\'s price',
    description: 'Asked when a plan is chosen: its price, and the super likes and boosts it brings.',
    refusals: { 'Premium plan not found': 'an unknown plan' },
  },
  webboostlist: {
    summary: 'Lists the boost packs',
    description: 'The boost packs popup and page, with the currency and the payment settings.',
    refusals: { 'Payments are not available': 'the site has no payment settings' },
  },
  premiumboostid: {
    summary: 'Reads a boost pack\'s price',
    description: 'Asked when a boost pack is chosen.',
    refusals: { 'Boost pack not found': 'an unknown pack' },
  },
  websuperlikelist: {
    summary: 'Lists the super-like packs',
    description: 'The super-like packs popup ("Out of Super Likes") and page, with the member\'s super likes left and the payment settings.',
    refusals: { 'Payments are not available': 'the site has no payment settings' },
  },
  premiumsuperlikeid: {
    summary: 'Reads a super-like pack\'s price',
    description: 'Asked when a super-like pack is chosen.',
    refusals: { 'Super like pack not found': 'an unknown pack' },
  },
  generateclienttoken: {
    summary: 'Gets the card payment provider\'s client token',
    description: 'Public GET: the token the payment form (Braintree Drop-in) opens with.',
    refusals: {},
  },
  webpaypremium: {
    summary: 'Pays for a premium plan',
    description: 'Charges the card (the payment form\'s nonce) and makes the member premium for the plan\'s days, with its super likes and boosts. After it, success or not, the app goes to the profile, which shows the message once.',
    refusals: { 'Premium plan not found': 'an unknown plan', ...PAYMENT_REFUSALS },
  },
  webpayboost: {
    summary: 'Pays for a boost pack',
    description: 'Charges the card and adds the pack\'s boosts to the member\'s.',
    refusals: { 'Boost pack not found': 'an unknown pack', ...PAYMENT_REFUSALS },
  },
  webpaysuperlike: {
    summary: 'Pays for a super-like pack',
    description: 'Charges the card and adds the pack\'s super likes to the member\'s.',
    refusals: { 'Super like pack not found': 'an unknown pack', ...PAYMENT_REFUSALS },
  },
  webcheckboost: {
    summary: 'Tells whether a boost runs',
    description: '`status` "true" while a boost runs, "false" when none does (a normal answer, not a refusal); `boost_count` is the boosts left.',
    refusals: {},
  },
  webactivateboost: {
    summary: 'Starts a boost',
    description: 'Spends one boost to show the member first in their area for 30 minutes. A second press while boosted answers that the boost runs, without spending another.',
    refusals: { 'You have no boosts left': 'no boost to spend (with `boost_count` "0")' },
  },
  webgetcheck: {
    summary: 'Reads the member\'s super likes left',
    description: 'Asked before a super like: `superlike_count` "0" opens the super-like packs.',
    refusals: {},
  },
} satisfies CallDescriptions<typeof purchasesCalls>;
