/**
 * Loads a TypeScript module of the project in Node through Vite's module
 * runner, with the app's own aliases, so scripts use the same handlers and
 * database as the browser without a build step.
 */
import { createRunnableDevEnvironment, loadConfigFromFile, mergeConfig, resolveConfig, runnerImport } from 'vite';

/**
 * `keepRunning`: the runner stays open for the process's life, so the module's own dynamic imports still load
 * later (a long-running server's: another seed's generators, the scenarios). Without it the runner closes once
 * the module is in, and a script can end.
 */
export async function importWithViteAliases(modulePath, mode = 'development', { keepRunning = false } = {}) {
  const loaded = await loadConfigFromFile({ command: 'serve', mode }, 'vite.config.ts', undefined, 'warn');
  const inlineConfig = {
    mode,
    base: loaded?.config.base,
    resolve: { alias: loaded?.config.resolve?.alias },
    // The default seed's snapshot (virtual:amora/seed-snapshot), which the fake backend loads instead of seeding.
    plugins: (loaded?.config.plugins ?? []).flat().filter((plugin) => plugin?.name === 'amora:seed-snapshot'),
    logLevel: 'warn',
  };
  if (!keepRunning) return (await runnerImport(modulePath, inlineConfig)).module;
  return importKeepingRunner(modulePath, inlineConfig);
}

/** Vite's runnerImport (the same inline environment), minus closing it after the import. */
async function importKeepingRunner(modulePath, inlineConfig) {
  const config = await resolveConfig(
    mergeConfig(inlineConfig, {
      configFile: false,
      envDir: false,
      cacheDir: process.cwd(),
      environments: {
        inline: { consumer: 'server', dev: { moduleRunnerTransform: true }, resolve: { external: true, mainFields: [], conditions: ['node'] } },
      },
    }),
    'serve',
  );
  const environment = createRunnableDevEnvironment('inline', config, { runnerOptions: { hmr: { logger: false } }, hot: false });
  await environment.init();
  return environment.runner.import(modulePath);
}
