/** Discovery, lists and purchases' business constants (docs/product/rules-and-timings.md#limits). */

/** Like types (docs/product/rules-and-timings.md#choices). */
export const LIKE_TYPES = ['like', 'superlike'] as const;
export type LikeType = (typeof LIKE_TYPES)[number];

/** Lists start with 8 and grow by 8 per Load More. */
export const PAGE_SIZE = 8;
/** The deck is asked again for 20 cards after a like. */
export const DECK_LIMIT_AFTER_LIKE = 20;
/** A boost makes the profile the top one in the area for 30 minutes. */
export const BOOST_DURATION_MS = 30 * 60_000;
/** The filter's distance is in km, from 0 to the admin's max_distance. */
export const MIN_DISTANCE_KM = 0;
