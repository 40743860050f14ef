/** What a signed-in screen can offer to sell: premium plans, boost packs, super-like packs. */
export type Offer = 'premium' | 'boost' | 'superLike';
