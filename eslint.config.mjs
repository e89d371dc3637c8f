import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// @care/contracts is shared whole per entry point: the root (every endpoint table) would load
// every domain's schemas with the first page that imports it. The API may use the root.
const CONTRACTS_BY_DOMAIN =
  'Import from the domain entry point, e.g. @care/contracts/tag, not the whole @care/contracts.';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tsbuild/**',
      '**/.data/**',
      'test-results/**',
      'playwright-report/**',
      // A benchmark's server, bundled for the run (bench/support/compiled.mts) and removed after.
      'bench/support/.*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Chakra is not a federation singleton: an app importing it directly gets a
    // second copy with no provider. Every app goes through the curated @care/ui.
    // Likewise react-router, react-query and react-i18next live inside shared
    // workspace entry points, so the page has one router, query client and
    // i18n context and ships only the parts it uses.
    files: ['hosts/**', 'remotes/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@chakra-ui/react', message: 'Import UI from @care/ui.' },
            { name: 'react-router', message: 'Import routing from @care/platform/router.' },
            { name: 'react-router-dom', message: 'Import routing from @care/platform/router.' },
            { name: 'react-i18next', message: 'Import translation from @care/i18n.' },
            {
              name: '@tanstack/react-query',
              message: 'Import data fetching from @care/platform/query.',
            },
            {
              name: '@care/contracts',
              message: CONTRACTS_BY_DOMAIN,
            },
          ],
          patterns: [
            { group: ['@chakra-ui/*'], message: 'Import UI from @care/ui.' },
            {
              group: ['react-router/*', 'react-router-dom/*'],
              message: 'Import routing from @care/platform/router.',
            },
          ],
        },
      ],
    },
  },
  {
    // The browser packages the hosts and remotes share: the same rule on contracts.
    files: ['packages/{platform,host-kit,ui,i18n}/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@care/contracts', message: CONTRACTS_BY_DOMAIN }] },
      ],
    },
  },
  {
    // Specs take `test` from support/test.ts, whose baseURL is the stack global setup started.
    files: ['e2e/tests/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@playwright/test', message: 'Import test and expect from ../support/test.' },
          ],
        },
      ],
    },
  },
  {
    // Below the routes nothing knows about HTTP: services and the guard throw domain errors and
    // compare versions (src/domain); only routes and src/http read headers and answer problem+json.
    files: ['services/api/src/**/*.ts'],
    ignores: [
      'services/api/src/http/**',
      'services/api/src/**/routes.ts',
      'services/api/src/app.ts',
      'services/api/src/server.ts',
      // Like server.ts, an entry point that builds the whole app (and asks it for its document).
      'services/api/src/openapi-document.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/http/*'],
              message: 'Throw from src/domain; only routes and src/http speak HTTP.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
