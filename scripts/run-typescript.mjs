/**
 * Loads a TypeScript module of the project in Node through Vite's module
 * runner, with the app's own aliases, so scripts use the same handlers and
 * database as the browser without a build step.
 */
import { loadConfigFromFile, runnerImport } from 'vite';

export async function importWithViteAliases(modulePath, mode = 'development') {
  const loaded = await loadConfigFromFile({ command: 'serve', mode }, 'vite.config.ts', undefined, 'warn');
  const { module } = await runnerImport(modulePath, {
    mode,
    base: loaded?.config.base,
    resolve: { alias: loaded?.config.resolve?.alias },
    // The default seed's snapshot (virtual:amora/seed-snapshot), which the fake backend loads instead of seeding.
    plugins: (loaded?.config.plugins ?? []).flat().filter((plugin) => plugin?.name === 'amora:seed-snapshot'),
    logLevel: 'warn',
  });
  return module;
}
