import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const CODE = '**/*.{js,mjs,cjs,ts,mts,cts,jsx,tsx}';

/** Resolves tsconfig's aliases for the boundaries rules. */
const ALIAS_RESOLVER = fileURLToPath(new URL('./scripts/lint/alias-resolver.mjs', import.meta.url));
/**
 * The resolver's code and the tsconfig it reads, as a hash among its options: `npm run lint` keeps each file's
 * result under a key of the file and this config (`--cache`), and a change to either must be a change of the key.
 */
const ALIAS_RESOLVER_INPUTS = createHash('sha256')
  .update(readFileSync(ALIAS_RESOLVER))
  .update(readFileSync(new URL('./tsconfig.json', import.meta.url)))
  .digest('hex');

/**
 * The layers, top to bottom: app → features → member → shared. A layer imports only the layers below it;
 * each folder of src/features is an element of its own, so features never import each other. The fake
 * backend (mocks, and the fixtures it serves) is imported only by the composition root's mock branch
 * (src/main.tsx), by tests and by stories: production ships none of it. Tests and stories may import
 * anything. Files outside these folders (scripts, configs, .storybook) are not checked.
 */
const ELEMENTS = [
  { type: 'app', pattern: 'src/app', partialMatch: false },
  { type: 'features', pattern: 'src/features/*', capture: ['feature'], partialMatch: false },
  { type: 'member', pattern: 'src/member', partialMatch: false },
  { type: 'shared', pattern: 'src/shared', partialMatch: false },
  // src/main.tsx, the composition root, and the other files at the top of src/ belong to the app.
  { type: 'app', pattern: 'src', partialMatch: false },
  { type: 'mocks', pattern: 'mocks', partialMatch: false },
  { type: 'fixtures', pattern: 'fixtures', partialMatch: false },
  { type: 'locales', pattern: 'locales', partialMatch: false },
  { type: 'tests', pattern: 'tests', partialMatch: false },
  { type: 'stories', pattern: 'stories', partialMatch: false },
];
const FILES = [
  { category: 'test', pattern: '**/*.test.{ts,tsx}' },
  // The only app file that may start the fake backend, through a dynamic import the production build drops.
  { category: 'mock-entry', pattern: 'src/main.tsx' },
];
const APP_CODE = ['app', 'features', 'member', 'shared'];
const MOCKING_LIBRARIES = ['msw', 'mock-socket', '@msw/*', '@mswjs/*', '@faker-js/*'];

const type = (types) => ({ element: { type: types } });
/** A relative import (`./…`, `../…`), as micromatch reads one. */
const RELATIVE = ['[.]/**', '+(../)**'];

/**
 * Read in order, the last that matches decides (the plugin's rule); an import no policy allows is refused.
 * Imports inside one element (one feature, the member layer, shared) are not checked.
 */
const LAYER_POLICIES = [
  // Packages are free, except the mocking libraries below; so are the texts.
  { allow: { to: { module: { origin: ['external', 'core'] } } } },
  { allow: { to: type('locales') } },
  // Each layer imports the layers below it.
  { from: type('app'), allow: { to: type(['app', 'features', 'member', 'shared']) } },
  { from: type('features'), allow: { to: type(['member', 'shared']) } },
  { from: type('member'), allow: { to: type('shared') } },
  { from: type('mocks'), allow: { to: type(['mocks', 'shared', 'fixtures']) } },
  { from: type(['tests', 'stories']), allow: { to: type([...APP_CODE, 'mocks', 'fixtures', 'tests', 'stories']) } },
  // Never upwards, and never from one feature into another.
  {
    from: type('features'),
    disallow: { to: type(['features', 'app']) },
    message:
      'Features never import each other, nor the app: "{{from.element.captured.feature}}" may import only its own folder, @/member/… and @/shared/…; let src/app compose them ({{dependency.source}}).',
  },
  {
    from: type('member'),
    disallow: { to: type(['features', 'app']) },
    message:
      'src/member sits between features and shared: it may import only @/shared/…, never a feature or the app; move the code down, or let the feature pass it in ({{dependency.source}}).',
  },
  {
    from: type('shared'),
    disallow: { to: type(['member', 'features', 'app']) },
    message:
      'src/shared is the bottom layer: it may not import the member layer, features or the app; move the code down into shared, or invert the dependency ({{dependency.source}}).',
  },
  // The fake backend stays out of the app...
  {
    from: type(APP_CODE),
    disallow: { to: type(['mocks', 'fixtures']) },
    message:
      'The fake backend and its fixtures are reached only through src/main.tsx (dynamic import), tests and stories, so production ships none of them ({{dependency.source}}).',
  },
  {
    from: type(APP_CODE),
    disallow: { to: { module: { origin: 'external', source: MOCKING_LIBRARIES } } },
    message: 'Mocking libraries belong in mocks/, tests and stories, never in src/ ({{dependency.source}}).',
  },
  // ...except for the composition root's mock branch and the tests beside the code.
  {
    from: [{ file: { categories: 'mock-entry' } }, { element: { type: APP_CODE }, file: { categories: 'test' } }],
    allow: [{ to: type(['mocks', 'fixtures']) }, { to: { module: { origin: 'external', source: MOCKING_LIBRARIES } } }],
  },
  // A relative import stays inside its feature, the member layer or shared: other code is reached by alias.
  {
    from: type(['features', 'member', 'shared']),
    disallow: { dependency: { source: RELATIVE } },
    message:
      'Relative imports may not leave {{#if from.element.captured.feature}}the "{{from.element.captured.feature}}" feature{{else}}src/{{from.element.type}}{{/if}}: import other code through "@/…" ({{dependency.source}}).',
  },
];

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

  {
    name: 'amora/boundaries',
    files: ['{src,mocks,fixtures,locales,tests,stories}/**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { [ALIAS_RESOLVER]: { inputs: ALIAS_RESOLVER_INPUTS } },
      'boundaries/elements': ELEMENTS,
      'boundaries/files': FILES,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/legacy-templates': false,
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          checkAllOrigins: true,
          message:
            'Layers import downwards only (app → features → member → shared): {{from.element.type}} may not import {{to.element.type}} ({{dependency.source}}).',
          policies: LAYER_POLICIES,
        },
      ],
    },
  },

  // One write path (docs/guide/architecture.md#one-write-path): a screen, a component or a hook of its own calls the
  // API only through an api/ hook; the write building blocks and the client are for api/ folders and shared/api.
  {
    name: 'amora/one-write-path',
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/api/**', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)use-call(-shape)?-mutation$',
              message:
                "Calls go through the feature's api/ hooks (one file per call or resource): move this write into api/use-<what>.ts, built on use-call-mutation there.",
            },
            {
              regex: '(^|/)api/api$',
              importNames: ['api'],
              message:
                "Calls go through the feature's api/ hooks; outside React, through sendInBackground (@/shared/api/send-in-background).",
            },
          ],
        },
      ],
    },
  },

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
