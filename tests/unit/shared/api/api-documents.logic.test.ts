import { readFileSync } from 'node:fs';
import { compileErrors, validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { contract } from '@/shared/api/contract';
import { chatEvents } from '@/shared/api/contract/chat-events';
import { contractDocuments, documentText } from '../../../../scripts/contract/openapi-document';
import { version } from '../../../../package.json';

/** docs/api/ holds the contract as OpenAPI 3.1 and AsyncAPI 3: `npm run contract:export` writes them. */

const committed = (name: string) => readFileSync(new URL(`../../../../docs/api/${name}.json`, import.meta.url), 'utf8');
const { openapi, asyncapi } = contractDocuments(version);

describe('the API documents', () => {
  it('are what the contract declares now (after a change of a call: npm run contract:export)', () => {
    expect(committed('openapi'), 'docs/api/openapi.json is out of date: run npm run contract:export').toBe(documentText(openapi));
    expect(committed('asyncapi'), 'docs/api/asyncapi.json is out of date: run npm run contract:export').toBe(documentText(asyncapi));
  });

  it("are valid OpenAPI 3.1, as a maintained validator reads it (the specification's schema and its rules)", async () => {
    const result = await validate(JSON.parse(committed('openapi')));
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    expect(result.specification).toBe('OpenAPI');
    expect(result.warnings).toEqual([]);
  });

  it('give every call one operation at /<name>, with its method, encoding and auth', () => {
    const paths = openapi.paths as Record<string, Record<string, Record<string, unknown>>>;
    expect(Object.keys(paths).sort()).toEqual(Object.keys(contract).map((name) => `/${name}`).sort());
    expect(Object.keys(paths)).toHaveLength(60);
    for (const call of Object.values(contract)) {
      const operations = paths[`/${call.name}`] ?? {};
      expect(Object.keys(operations)).toEqual([call.method.toLowerCase()]);
      const operation = operations[call.method.toLowerCase()] ?? {};
      expect(operation.operationId).toBe(call.name);
      expect(operation.security).toEqual(call.auth === 'token' ? [{ token: [] }] : []);
      const content = (operation.requestBody as { content?: Record<string, unknown> } | undefined)?.content;
      if (call.encoding === 'none') expect(operation.parameters).toContainEqual(expect.objectContaining({ name: 'language', in: 'query' }));
      else expect(Object.keys(content ?? {})).toEqual([call.encoding === 'multipart' ? 'multipart/form-data' : 'application/json']);
    }
  });

  it('describe a refusal as an answer of every call, and file fields as binary parts', () => {
    const text = JSON.stringify(openapi);
    expect(text.match(/"#\/components\/schemas\/Refusal"/g)).toHaveLength(60);
    expect(text).toContain('"contentMediaType":"application/octet-stream"');
    expect(openapi.openapi).toBe('3.1.0');
  });

  it('document every chat event both ways', () => {
    const operations = asyncapi.operations as Record<string, { action: string }>;
    expect(Object.keys(operations).sort()).toEqual(
      [...Object.keys(chatEvents.emit).map((name) => `send-${name}`), ...Object.keys(chatEvents.listen).map((name) => `receive-${name}`)].sort(),
    );
  });
});
