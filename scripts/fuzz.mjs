#!/usr/bin/env node
/**
 * `npm run fuzz`: every call of the contract fed a few hundred requests generated from its own request
 * schema (valid and near-valid), over HTTP to the standalone server (mocks/server.ts, started in this
 * process on 127.0.0.1:4700 so its database can be compared before and after each call). Checks: never a
 * server error, every refusal in the contract's refusal shape and changing nothing, every acceptance in
 * the call's answer shape. Prints the counts per call; exits 1 on any problem (decision 016).
 *
 *   npm run fuzz [-- --runs 300] [--seed 55] [--port 4700] [--only webgetchat,websendmessage] [--verbose]
 *
 * --verbose lists each call's refusals by message (what the generated requests ran into).
 */
import { parseArgs } from 'node:util';
import { importWithViteAliasesKeptOpen } from './run-typescript.mjs';

const { values: options } = parseArgs({
  strict: false,
  options: {
    runs: { type: 'string', default: '300' },
    seed: { type: 'string', default: '55' },
    port: { type: 'string', default: '4700' },
    only: { type: 'string', default: '' },
    verbose: { type: 'boolean', default: false },
  },
});
const runs = Number(options.runs);
const seed = Number(options.seed);
const port = Number(options.port);
const only = String(options.only)
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);

// The server's handlers log a contract break to the console; the fuzz reports it itself, once.
const { runStandaloneFuzz } = await importWithViteAliasesKeptOpen('./tests/unit/fuzz/standalone-fuzz.ts');
const problems = await runStandaloneFuzz({ port, runs, seed, only, verbose: options.verbose === true });
process.exit(problems === 0 ? 0 : 1);
