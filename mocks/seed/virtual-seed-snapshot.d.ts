/** The default seed's snapshot, made at build time by scripts/vite/seed-snapshot-plugin.ts. */
declare module 'virtual:amora/seed-snapshot' {
  const madeSnapshot: {
    seed: number;
    /** Epoch ms: the fake clock's now when it was made. */
    madeAt: number;
    /** The records as JSON, fixture URLs written as tokens (mocks/lib/photos.ts). */
    json: string;
  };
  export default madeSnapshot;
}
