#!/usr/bin/env node
/** `npm run bench`: times the fake backend in Node (not part of the tests). */
import { importWithViteAliases } from './run-typescript.mjs';

const { runBench } = await importWithViteAliases('./scripts/bench/run-bench.ts', 'bench');
await runBench();
process.exit(0);
