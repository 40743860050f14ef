import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layers (docs/guide/architecture.md#layers: app → features → member → shared, the fake backend kept out of the app) are
 * kept by eslint-plugin-boundaries. Each case lints one import as if it were written in a file of the
 * project, with the project's own eslint.config.js: the imports below must stay refused, the others allowed.
 * The files need not exist; what they import does.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'boundaries/dependencies').map((message) => message.message);
}

const refused: Array<[what: string, file: string, code: string, says: string]> = [
  ['a feature imports another feature', 'src/features/deck/probe.ts', "import '@/features/chat/chat-screen';", 'Features never import each other'],
  ['a feature re-exports another feature', 'src/features/deck/probe.ts', "export { restore } from '@/features/chat/outbox';", 'Features never import each other'],
  ['a feature imports another feature’s types', 'src/features/deck/probe.ts', "import type { OutboxEntry } from '@/features/chat/outbox';", 'Features never import each other'],
  ['a feature loads another feature lazily', 'src/features/deck/probe.ts', "export const load = () => import('@/features/chat/chat-screen');", 'Features never import each other'],
  ['a feature’s test imports another feature', 'src/features/deck/probe.test.ts', "import '@/features/chat/outbox';", 'Features never import each other'],
  ['a feature imports the app', 'src/features/deck/components/probe.ts', "import '@/app/router';", 'Features never import each other, nor the app'],
  ['a feature reaches another by a relative path', 'src/features/deck/probe.ts', "import '../chat/lib/outbox';", 'Relative imports may not leave the "deck" feature'],
  ['a feature climbs out to shared', 'src/features/chat/components/probe.ts', "import '../../../shared/lib/now';", 'Relative imports may not leave the "chat" feature'],
  ['member imports a feature', 'src/member/probe.ts', "import '@/features/deck/deck-state';", 'src/member sits between features and shared'],
  ['member imports the app', 'src/member/probe.ts', "import '@/app/router';", 'src/member sits between features and shared'],
  ['a member test imports a feature', 'src/member/probe.test.ts', "import '@/features/deck/deck-state';", 'src/member sits between features and shared'],
  ['member climbs out to shared', 'src/member/probe.ts', "import '../shared/lib/now';", 'Relative imports may not leave src/member'],
  ['shared imports member', 'src/shared/ui/probe.ts', "import '@/member/premium/premium-gate';", 'src/shared is the bottom layer'],
  ['shared imports a feature', 'src/shared/lib/probe.ts', "import '@/features/deck/deck-state';", 'src/shared is the bottom layer'],
  ['shared imports the app', 'src/shared/lib/probe.ts', "import '@/app/router';", 'src/shared is the bottom layer'],
  ['a shared test imports a feature', 'src/shared/lib/probe.test.ts', "import '@/features/deck/deck-state';", 'src/shared is the bottom layer'],
  ['shared climbs out to the app', 'src/shared/lib/probe.ts', "import '../../app/router';", 'Relative imports may not leave src/shared'],
  ['shared climbs out to the composition root', 'src/shared/api/contract/probe.ts', "import '../../../main';", 'Relative imports may not leave src/shared'],
  ['the app imports the fake backend', 'src/app/probe.ts', "import '@mocks/browser';", 'The fake backend and its fixtures'],
  ['the app reaches the fake backend by a relative path', 'src/app/probe.ts', "import '../../mocks/browser';", 'The fake backend and its fixtures'],
  ['a feature imports the fake backend', 'src/features/deck/components/probe.ts', "import '@mocks/db/database';", 'The fake backend and its fixtures'],
  ['member imports the fake backend', 'src/member/probe.ts', "import '@mocks/browser';", 'The fake backend and its fixtures'],
  ['shared imports a fixture', 'src/shared/lib/probe.ts', "import '@fixtures/places/world-cities.json';", 'The fake backend and its fixtures'],
  ['a file of src/ other than main.tsx imports the fake backend', 'src/probe.ts', "import '@mocks/browser';", 'The fake backend and its fixtures'],
  ['shared imports msw', 'src/shared/lib/probe.ts', "import { http } from 'msw';", 'Mocking libraries belong in mocks/'],
  ['the app imports msw/node', 'src/app/probe.ts', "import { setupServer } from 'msw/node';", 'Mocking libraries belong in mocks/'],
  ['a feature imports @msw/data', 'src/features/deck/probe.ts', "import { Collection } from '@msw/data';", 'Mocking libraries belong in mocks/'],
  ['a feature imports faker', 'src/features/deck/probe.ts', "import { faker } from '@faker-js/faker';", 'Mocking libraries belong in mocks/'],
  ['member imports mock-socket', 'src/member/probe.ts', "import { Server } from 'mock-socket';", 'Mocking libraries belong in mocks/'],
  ['the app imports a test helper', 'src/app/probe.ts', "import '../../tests/unit/support/members';", 'app may not import tests'],
  ['the fake backend imports a feature', 'mocks/probe.ts', "import '@/features/deck/deck-state';", 'mocks may not import features'],
];

const allowed: Array<[what: string, file: string, code: string]> = [
  ['a feature imports member and shared', 'src/features/deck/probe.ts', "import '@/member/premium/premium-gate';\nimport '@/shared/lib/now';"],
  ['a feature imports its own files, by alias or relative path', 'src/features/chat/components/probe.ts', "import '../outbox';\nimport '@/features/chat/outbox';"],
  ['member imports shared', 'src/member/probe.ts', "import '@/shared/lib/now';"],
  ['the app imports features, member and shared, and loads a feature lazily', 'src/app/probe.ts', "import '@/features/deck/deck-state';\nimport '@/member/premium/premium-gate';\nimport '@/shared/lib/now';\nexport const load = () => import('@/features/chat/chat-screen');"],
  ['the app reaches shared by a relative path (the prerender runs without aliases)', 'src/app/prerender/probe.ts', "import '../../shared/routing/paths.ts';"],
  ['the composition root starts the fake backend', 'src/main.tsx', "export const load = () => import('@mocks/browser');"],
  ['a test beside the code uses the fake backend and msw', 'src/features/deck/probe.test.ts', "import '@mocks/db/database';\nimport { http } from 'msw';"],
  ['a member or shared test uses the fake backend', 'src/member/probe.test.ts', "import '@mocks/db/database';"],
  ['the tests import anything', 'tests/unit/probe.ts', "import '@mocks/browser';\nimport '@/features/deck/deck-state';\nimport '@/app/router';\nimport '@/member/premium/premium-gate';\nimport '@fixtures/places/world-cities.json';"],
  ['the stories import anything', 'stories/probe.ts', "import '@mocks/browser';\nimport '@/features/deck/deck-state';\nimport '@/app/router';\nimport '@/member/premium/premium-gate';"],
  ['the fake backend imports shared, fixtures and msw', 'mocks/probe.ts', "import '@/shared/lib/now';\nimport '../fixtures/places/world-cities.json';\nimport { http } from 'msw';"],
  ['shared imports the texts', 'src/shared/i18n/probe.ts', "import '@locales/en/common.json';"],
];

describe('the layer boundaries (eslint.config.js)', () => {
  it.each(refused)('refuse it when %s', async (_what, file, code, says) => {
    const errors = await boundaryErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(says);
  });

  it.each(allowed)('allow it when %s', async (_what, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});
