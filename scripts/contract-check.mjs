#!/usr/bin/env node
/**
 * `npm run contract:check -- <api-base-url> [--token T --user-id ID] [--writes] [--junit path.xml]`: sends
 * every call of the contract to a server and checks each answer against its schema (scripts/contract/check-*.ts).
 * Exit code 0 when every answer conforms, 1 on any drift, 2 on a usage error.
 */
import { importWithViteAliases } from './run-typescript.mjs';

const { main } = await importWithViteAliases('./scripts/contract/check-cli.ts');
process.exitCode = await main(process.argv.slice(2));
