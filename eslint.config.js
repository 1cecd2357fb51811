// @ts-check
// `npm run lint`: typescript-eslint with type information, React's hooks rules and jsx-a11y, no warnings.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** @type {{ group: string[], allowTypeImports: boolean, message: string }[]} */
const WEB_IMPORT_RULES = [
  {
    group: ['**/api/contracts', '**/api/contracts/*', '**/api/runtime', '**/api/runtime/*'],
    allowTypeImports: false,
    message: 'Import the contracts as #contracts/… and the runtime as #runtime/….',
  },
  {
    group: ['**/api/src', '**/api/src/**'],
    allowTypeImports: true,
    message: 'The web runs nothing of api/src: import its types only (import type).',
  },
];

export default defineConfig(
  globalIgnores([
    'build/',
    'public/build/',
    'test-results/',
    'playwright-report/',
    '.cache/',
    'data/',
    'bench/results/',
    'bench/data/',
    '.scratch/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // tsconfig.json covers the TypeScript; the few JavaScript files are read with its options too
        projectService: { allowDefaultProject: ['*.js', 'scripts/*.mjs'], defaultProject: 'tsconfig.json' },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // Remix's loaders and actions throw a Response (a redirect, a 404) to end the request.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'lib', name: 'Response' },
            { from: 'package', package: '@remix-run/server-runtime', name: 'TypedResponse' },
          ],
        },
      ],
      // `const { password: _password, ...rest } = body` is how a field is left out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_' }],
      // Off: it flags an async function that implements a promise-returning interface without awaiting
      // (a test clock's sleep, a migration provider); a forgotten await is no-floating-promises' job.
      '@typescript-eslint/require-await': 'off',
      // Off: it flags Kysely's documented `({ eb, not, exists }) =>` destructuring and the plain objects
      // our factories return (`const { db, close } = connectDatabase()`), which use no `this`.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['app/**/*.tsx'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    rules: {
      // Off: a server-rendered page learns what only the browser knows (hydrated, loaded, the route
      // changed) in an effect, and that is exactly what this React Compiler rule flags.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    // The web's ways into the api's folder: the contracts and the runtime through their aliases, and
    // of the api's own code (api/src) only the types of its client, never a module that would run.
    files: ['app/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: WEB_IMPORT_RULES }] },
  },
  {
    // What a component imports from a .server module, types included, is a server detail leaking into
    // the browser's code: shared types live in a plain module.
    files: ['app/components/**', 'app/features/**/*.tsx', 'app/forms/**/*.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            ...WEB_IMPORT_RULES,
            {
              group: ['**/*.server', '**/*.server.ts'],
              allowTypeImports: false,
              message: 'Components import nothing from .server modules: move shared types to a plain module.',
            },
          ],
        },
      ],
    },
  },
  {
    // A route calls one domain function: what commits together is the domain module's to say, in
    // its own transaction (api/src/users/accounts.ts, api/src/orders/…), not the route's.
    files: ['api/src/routes/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: 'Open the transaction in the domain module and call that from the route.',
        },
      ],
    },
  },
  {
    // Off in tests: vitest types its asymmetric matchers (`expect.any(Number)`, `expect.stringMatching`)
    // as any, and those are what the rule finds there; reading an any is still no-unsafe-member-access's.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    // Playwright reads which fixtures a test wants from its first parameter: `({}, testInfo)` asks for none.
    files: ['tests/e2e/**'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    files: ['scripts/*.mjs', '*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    // The service worker is plain JavaScript outside the TypeScript project: no type information.
    files: ['public/sw.js'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.serviceworker },
  },
);
