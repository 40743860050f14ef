import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const CODE = '**/*.{js,mjs,cjs,ts,mts,cts,jsx,tsx}';
const SRC_CODE = 'src/**/*.{ts,tsx}';
const SRC_TESTS = 'src/**/*.test.{ts,tsx}';
/** Relative imports can climb at most this deep inside a feature or src/shared. */
const MAX_DEPTH = 8;

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Read at config time, so a feature folder added later gets its boundary without
 * anyone touching this file.
 */
const featuresDir = new URL('./src/features/', import.meta.url);
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

// (b) Mock code reaches the app only through the composition root's dynamic import.
const noMockCode = [
  {
    regex: '^@mocks/',
    message: 'The fake backend is reached only through src/main.tsx (dynamic import), so production ships none of it.',
  },
  {
    regex: '^@fixtures/',
    message: 'Fixtures belong to the fake backend, tests and stories, never to the app.',
  },
  {
    regex: '^(\\.\\./)+(mocks|fixtures)(/|$)',
    message: 'The fake backend and fixtures are not part of the app: production must ship none of them.',
  },
  {
    regex: '^(msw|mock-socket)(/|$)|^@msw/|^@mswjs/|^@faker-js/',
    message: 'Mocking libraries belong in mocks/, tests and stories, never in src/.',
  },
];

// (c) Shared code is the bottom layer: it knows nothing of features or the app.
const sharedStaysBelow = [
  {
    regex: '^@/(features|app)(/|$)',
    message: 'src/shared may not import features or the app: move the code down into shared, or invert the dependency.',
  },
];

// (a) A feature imports shared code, never another feature or the app shell.
const featureStaysInside = (feature) => [
  {
    regex: `^@/features/(?!${escapeRegex(feature)}(/|$))`,
    message: `Features never import each other: "${feature}" may import only @/features/${feature}/… and @/shared/…; let src/app compose them.`,
  },
  {
    regex: '^@/app(/|$)',
    message: 'Features may not import the app (router, shell, providers): the app composes features, not the reverse.',
  },
  {
    regex: '^\\.{1,2}/(.*/)?features(/|$)',
    message: 'Reach other code through @/ aliases: features never import each other.',
  },
];

/**
 * A relative import that climbs above the folder's root (a feature folder or
 * src/shared) could reach a sibling feature or the app. A file `depth` folders
 * below the root climbs out with `depth + 1` `../`.
 */
function noClimbingOut(depth, what) {
  return {
    regex: `^(\\.\\./){${depth + 1},}`,
    message: `Relative imports may not leave ${what}: import shared code through "@/shared/…".`,
  };
}

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/**
 * Blocks per folder depth below `root`: `*` in a glob does not cross a `/`, so
 * each file falls in exactly one block. A later block replaces the rule options
 * of an earlier one, so each block carries the whole list for its files. Tests
 * beside the code may use the fake backend, but keep the same boundaries.
 */
function boundaryBlocks(root, what, codePatterns, testPatterns) {
  return Array.from({ length: MAX_DEPTH }, (_, depth) => {
    const folder = `${root}/${'*/'.repeat(depth)}`;
    const climb = noClimbingOut(depth, what);
    return [
      {
        name: `amora/boundaries/${root}/depth-${depth}`,
        files: [`${folder}*.{ts,tsx}`],
        ignores: [`${folder}*.test.{ts,tsx}`],
        rules: restrict([...codePatterns, climb]),
      },
      {
        name: `amora/boundaries/${root}/depth-${depth}/tests`,
        files: [`${folder}*.test.{ts,tsx}`],
        rules: restrict([...testPatterns, climb]),
      },
    ];
  }).flat();
}

export default defineConfig(
  globalIgnores([
    'dist/',
    'dist-demo/',
    'dist-*/',
    'storybook-static/',
    'node_modules/',
    'mocks/public/',
    'test-results/',
    'playwright-report/',
    'coverage/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,

  {
    name: 'amora/base',
    files: [CODE],
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: 'module',
      globals: { ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },

  {
    name: 'amora/node-and-browser',
    // The fake backend runs in the browser worker, in Vitest and in the Node server.
    files: ['mocks/**', 'tests/unit/**', 'fixtures/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    name: 'amora/node',
    files: ['scripts/**', 'tests/e2e/**', '*.{js,mjs,cjs}', '*.config.ts', '.storybook/main.ts'],
    languageOptions: { globals: { ...globals.node } },
    // No React here; Playwright's fixtures call `use()`, which is not React's hook.
    rules: Object.fromEntries(Object.keys(reactHooks.configs.flat.recommended.rules).map((rule) => [rule, 'off'])),
  },

  // (b) everywhere in src/, except the composition root and tests beside the code.
  {
    name: 'amora/boundaries/src',
    files: [SRC_CODE],
    ignores: ['src/main.tsx', SRC_TESTS],
    rules: restrict(noMockCode),
  },
  // (b) + (c)
  ...boundaryBlocks('src/shared', 'src/shared', [...noMockCode, ...sharedStaysBelow], sharedStaysBelow),
  // (a) + (b), for every feature folder there is.
  ...features.flatMap((feature) =>
    boundaryBlocks(
      `src/features/${feature}`,
      `the "${feature}" feature`,
      [...noMockCode, ...featureStaysInside(feature)],
      featureStaysInside(feature),
    ),
  ),

  // The fake backend's layers: handlers parse, authorise and present; mocks/domain reads and changes state.
  {
    name: 'amora/fake-backend/handlers-through-domain',
    files: ['mocks/handlers/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+db(/|$)|^@mocks/db(/|$)',
              allowTypeImports: true,
              message:
                'Fake backend layers: handlers parse, authorise and present; they read and change state only through mocks/domain (types from mocks/db stay allowed).',
            },
          ],
        },
      ],
    },
  },
);
