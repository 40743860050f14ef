/**
 * Zod 4 compiles its object parsers with `new Function` unless told not to, and probes
 * for it once when the first object schema is built. Under the app's Content-Security-Policy
 * (no 'unsafe-eval') that probe is refused and reported as a policy violation, even though zod
 * catches it. Zod keeps its settings on `globalThis.__zod_globalConfig` (what `z.config()`
 * writes), so this sets `jitless` there without importing zod: the first page does not load
 * the schema library (it waits for the first call). Import it first in src/main.tsx.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
