#!/usr/bin/env node
/**
 * `npm run contract:record -- <api-base-url> --as <mail> --password <p> [--out name] [--writes] [--keep field,...]`
 * (or `--token T --user-id ID`, or `--from-har file.har`): records a server's world, as one member sees it,
 * into the fake backend's own records, scrubbed, as fixtures/recorded/<name>.json (scripts/contract/record/).
 * Exit code 0 recorded, 1 could not record, 2 on a usage error.
 */
import { fileURLToPath } from 'node:url';
import { importWithViteAliases } from './run-typescript.mjs';

const { main } = await importWithViteAliases('./scripts/contract/record/record-cli.ts');
process.exitCode = await main(process.argv.slice(2), { folder: fileURLToPath(new URL('../fixtures/recorded/', import.meta.url)) });
