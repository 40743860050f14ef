/**
 * Loads a TypeScript module of the project in Node through Vite's module
 * runner, with the app's own aliases, so scripts use the same handlers and
 * database as the browser without a build step.
 */
import { createRunnableDevEnvironment, loadConfigFromFile, mergeConfig, resolveConfig, runnerImport } from 'vite';

async function inlineConfig(mode) {
  const loaded = await loadConfigFromFile({ command: 'serve', mode }, 'vite.config.ts', undefined, 'warn');
  return {
    mode,
    base: loaded?.config.base,
    resolve: { alias: loaded?.config.resolve?.alias },
    // The default seed's snapshot (virtual:amora/seed-snapshot), which the fake backend loads instead of seeding.
    plugins: (loaded?.config.plugins ?? []).flat().filter((plugin) => plugin?.name === 'amora:seed-snapshot'),
    logLevel: 'warn',
  };
}

/** The module, loaded by a runner that is closed once it is loaded: for a script that runs and ends. */
export async function importWithViteAliases(modulePath, mode = 'development') {
  const { module } = await runnerImport(modulePath, await inlineConfig(mode));
  return module;
}

/**
 * The module, loaded by a runner that stays open for the process's life, as Vite's runnerImport sets one
 * up but without closing it: for a server whose code imports more modules later (the sign-up's
 * `import('../factories/member')`), which a closed runner refuses with "Vite module runner has been closed".
 */
export async function importWithViteAliasesKeptOpen(modulePath, mode = 'development') {
  const config = await resolveConfig(
    mergeConfig(await inlineConfig(mode), {
      configFile: false,
      envDir: false,
      environments: {
        inline: {
          consumer: 'server',
          dev: { moduleRunnerTransform: true },
          resolve: { external: true, mainFields: [], conditions: ['node', ...(process.features?.require_module ? ['module-sync'] : [])] },
        },
      },
    }),
    'serve',
  );
  const environment = createRunnableDevEnvironment('inline', config, { runnerOptions: { hmr: { logger: false } }, hot: false });
  await environment.init();
  return environment.runner.import(modulePath);
}
