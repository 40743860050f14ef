/** The data set the demo, the dev server, the tests and the standalone server start from. */
export const DEFAULT_SEED = 42;

/** "A few hundred people around the demo city" (docs/product/fake-backend-and-demo.md#data-and-seeds). */
export const PEOPLE_COUNT = 300;

/**
 * The instant the default seed's snapshot is made at (scripts/vite/seed-snapshot-plugin.ts). The unit
 * tests' fixed "now" is the same instant, so they load it as it is; elsewhere its times are moved to
 * the fake clock's now on load (shift-times.ts).
 */
export const SNAPSHOT_MADE_AT = Date.UTC(2026, 10, 1, 12, 0, 0);
