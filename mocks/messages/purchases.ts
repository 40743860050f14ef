/** What the fake server answers for plans, packs, payments and the boost (docs/product/messages.md#purchases). */
export const purchaseMessages = {
  premiumNotFound: 'Premium plan not found',
  boostNotFound: 'Boost pack not found',
  superLikeNotFound: 'Super like pack not found',
  priceMismatch: 'The price does not match the plan',
  currencyMismatch: 'The currency does not match the plan',
  noSettings: 'Payments are not available',
  noBoosts: 'You have no boosts left',
  premiumBought: 'Premium Purchased Successfully',
  boostBought: 'Boost Purchased Successfully',
  superLikeBought: 'Superlike Purchased Successfully',
} as const;
