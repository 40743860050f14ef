/**
 * The deck appears 2 s after the screen opens (docs/product/rules-and-timings.md#timings; a skeleton holds its
 * place meanwhile). In a module of its own, free of React, so the end-to-end fixtures pass the same wait.
 */
export const DECK_REVEAL_MS = 2000;
