import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contract } from '@/shared/api/contract';
import { callDescriptions } from '@/shared/api/contract/descriptions';
import { INVALID_ACCESS } from '@/shared/api/rules';
import { charge, UNKNOWN_NONCE } from '../../../../mocks/domain/card-gateway';
import { messageSources } from '../../../../mocks/messages/translations';
import { contractDocuments } from '../../../../scripts/contract/openapi-document';

/**
 * The API reference's text for each call (src/shared/api/contract/<area>.descriptions.ts): one per call, its
 * refusals the fake backend's own messages, and none of it in the app's bundle.
 */

/** Every message object the fake backend answers from. */
const messageModules = Object.values(messageSources);

/** Braintree's documented sandbox nonces the fake card provider declines (mocks/domain/card-gateway.ts). */
const DECLINED_NONCES = ['fake-processor-declined-visa-nonce', 'fake-luhn-invalid-nonce', 'fake-consumed-nonce', 'fake-gateway-rejected-fraud-nonce'];

/** A message with a value in it (`Age must be between 18 and ${maxAge}`) reads as a pattern: the value is written `<name>`. */
const SLOT = '\u0000';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function givenMessages(): { texts: Set<string>; patterns: RegExp[] } {
  const texts = new Set<string>([INVALID_ACCESS, UNKNOWN_NONCE]);
  for (const nonce of DECLINED_NONCES) {
    const result = charge(nonce);
    if (!result.ok) texts.add(result.message);
  }
  const patterns: RegExp[] = [];
  for (const messages of messageModules) {
    for (const message of Object.values(messages) as unknown[]) {
      if (typeof message === 'string') texts.add(message);
      if (typeof message === 'function') {
        const rendered = String((message as (value: string) => unknown)(SLOT));
        patterns.push(new RegExp(`^${escape(rendered).replaceAll(SLOT, '<[a-z_]+>')}$`));
      }
    }
  }
  return { texts, patterns };
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the calls\' descriptions', () => {
  it('give every call of the contract a summary and a description, and no call that does not exist', () => {
    expect(Object.keys(callDescriptions).sort()).toEqual(Object.keys(contract).sort());
    for (const [name, { summary, description }] of Object.entries(callDescriptions)) {
      expect(summary.trim(), name).not.toBe('');
      expect(summary, `${name}: a summary is one line`).not.toContain('\n');
      expect(description.trim(), name).not.toBe('');
    }
  });

  it('quote refusals the fake backend gives, word for word', () => {
    const { texts, patterns } = givenMessages();
    const unknown = Object.entries(callDescriptions).flatMap(([name, { refusals }]) =>
      Object.keys(refusals)
        .filter((message) => !texts.has(message) && !patterns.some((pattern) => pattern.test(message)))
        .map((message) => `${name}: ${message}`),
    );
    expect(unknown).toEqual([]);
  });

  it("reach every operation of the OpenAPI document, with who may call it and its refusals (Spectral's operation-description)", () => {
    const paths = contractDocuments('0.0.0').openapi.paths as Record<string, Record<string, { summary?: string; description?: string }>>;
    for (const [name, call] of Object.entries(contract)) {
      const operation = paths[`/${name}`]?.[call.method.toLowerCase()];
      expect(operation?.summary, name).toBe(callDescriptions[name as keyof typeof callDescriptions].summary);
      expect(operation?.description, name).toContain('**Who may call it:**');
      expect(operation?.description, name).toContain('**Refusals');
    }
  });

  it('are the reference docs/product/calls.md points to: it names every call under its area', () => {
    const doc = readFileSync(new URL('../../../../docs/product/calls.md', import.meta.url), 'utf8');
    const byArea = doc.slice(doc.indexOf('## The calls by area'), doc.indexOf('## Chat channel')).replace(/`[^`]*`/g, '');
    const named = new Set(byArea.match(/\b[A-Za-z_]+\b/g)?.filter((word) => word in contract));
    expect([...named].sort()).toEqual(Object.keys(contract).sort());
  });

  it('stay out of the app: nothing under src/ but the contract\'s descriptions index imports them', () => {
    const src = fileURLToPath(new URL('../../../../src', import.meta.url));
    const importers = sourceFiles(src)
      .filter((path) => /from '[^']*descriptions'/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(src, path));
    expect(importers).toEqual(['shared/api/contract/descriptions.ts']);
  });
});
