#!/usr/bin/env node
/**
 * `npm run contract:export`: writes the API as OpenAPI 3.1 (docs/api/openapi.json) and the chat channel
 * as AsyncAPI 3 (docs/api/asyncapi.json), from the zod contract (scripts/contract/openapi-document.ts).
 * Each operation's summary and description come from src/shared/api/contract/<area>.descriptions.ts.
 * Run it after changing a call; tests/unit/contract/api-documents.logic.test.ts fails until then.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { importWithViteAliases } from './run-typescript.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { version } = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
const { contractDocuments, documentText } = await importWithViteAliases('./scripts/contract/openapi-document.ts');
const documents = contractDocuments(version);
for (const [name, document] of Object.entries(documents)) {
  writeFileSync(`${root}docs/api/${name}.json`, documentText(document));
  console.log(`docs/api/${name}.json`);
}
