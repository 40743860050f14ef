/**
 * The field rules and business constants (docs/product/rules-and-timings.md), in one place beside
 * the contract: the forms, the features and the fake backend all import them
 * from here. Pure and framework-free, so both sides can run them.
 */
export * from './age';
export * from './chat';
export * from './discovery';
export * from './member';
export * from './phone';
export * from './session';
