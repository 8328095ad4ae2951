import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import importBoundaries from './eslint/import-boundaries.cjs';
import citeDocs from './eslint/cite-docs.cjs';
import hardCodedText from './eslint/no-hard-coded-text.cjs';

/** The portal's own rules (eslint/). */
const portal = {
  rules: { ...importBoundaries.rules, ...hardCodedText.rules, ...citeDocs.rules },
};

/**
 * The router is a federation singleton through `@portal/shared/router` only (webpack/federation.cjs):
 * importing react-router-dom directly would bundle a second router, outside the shell's context.
 */
const ROUTER_ONLY_FROM_SHARED = {
  name: 'react-router-dom',
  message:
    "Import routing from '@portal/shared/router', the shared singleton (add an export there if needed).",
};

/** zod reaches the browser through `@portal/shared/contract/zod`, the one copy a page loads. */
const ZOD_ONLY_FROM_SHARED = {
  name: 'zod',
  message:
    "Import zod as `import * as z from '@portal/shared/contract/zod'`, the shared copy (add an export there if needed).",
};

/** A remote never imports another remote or the shell, nor the API. */
const WORKSPACE_IMPORTS = ['@portal/shell*', '@portal/mfe-*', '@portal/api*', '../../*/src/*'];

/** shared imports no workspace but itself. */
const SHARED_IMPORTS = {
  group: ['@portal/*', '!@portal/shared'],
  message: 'shared imports no workspace: the shell, the remotes and the API import it.',
};

/** zod.ts itself builds on zod/mini, never zod classic ('zod', 'zod/v4'). */
const CONTRACT_IS_ZOD_MINI = 'The contract is zod/mini: import from zod/mini.';

/** Nor a part of zod ('zod/mini', 'zod/v4' which is zod classic): the contract's zod is shared. */
const ZOD_PARTS_ONLY_FROM_SHARED = { group: ['zod/*'], message: ZOD_ONLY_FROM_SHARED.message };

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-types/**',
      '.data/**',
      'api/drizzle/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Imports flow one way: a remote never imports another remote or the shell; shared imports
    // no workspace; the API imports only the shared contract.
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [ROUTER_ONLY_FROM_SHARED, ZOD_ONLY_FROM_SHARED],
          patterns: [SHARED_IMPORTS, ZOD_PARTS_ONLY_FROM_SHARED],
        },
      ],
    },
  },
  {
    files: ['shared/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}'],
    plugins: { portal },
    rules: { 'portal/import-boundaries': 'error' },
  },
  {
    files: ['mfe-*/**/*.{ts,tsx}', 'shell/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [ROUTER_ONLY_FROM_SHARED, ZOD_ONLY_FROM_SHARED],
          patterns: [
            {
              group: WORKSPACE_IMPORTS,
              message: 'A remote never imports another remote or the shell, nor the API.',
            },
            ZOD_PARTS_ONLY_FROM_SHARED,
          ],
        },
      ],
    },
  },
  {
    // Comments cite docs/, never a document outside the repository (eslint/cite-docs.cjs).
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    plugins: { portal },
    rules: { 'portal/cite-docs': 'error' },
  },
  {
    // Every text a user reads comes from the messages, in the reader's language (see docs/i18n.md).
    files: ['shell/src/**/*.tsx', 'shared/src/**/*.tsx', 'mfe-*/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/src/testing/**'],
    plugins: { portal },
    rules: { 'portal/no-hard-coded-text': 'error' },
  },
  {
    // The API runs on Node, where zod is one module anyway: it imports zod directly.
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [ROUTER_ONLY_FROM_SHARED], patterns: WORKSPACE_IMPORTS },
      ],
    },
  },
  {
    // The one module allowed to import react-router-dom (see ROUTER_ONLY_FROM_SHARED).
    files: ['shared/src/router.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [ZOD_ONLY_FROM_SHARED],
          patterns: [SHARED_IMPORTS, ZOD_PARTS_ONLY_FROM_SHARED],
        },
      ],
    },
  },
  {
    // The one browser module allowed to import zod (see ZOD_ONLY_FROM_SHARED): zod/mini and its
    // English sentences, never zod classic, which would bring all of itself into every bundle.
    files: ['shared/src/contract/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ROUTER_ONLY_FROM_SHARED,
            { name: 'zod', message: CONTRACT_IS_ZOD_MINI },
            { name: 'zod/v4', message: CONTRACT_IS_ZOD_MINI },
          ],
          patterns: [SHARED_IMPORTS, { group: ['zod/v4/classic*'], message: CONTRACT_IS_ZOD_MINI }],
        },
      ],
    },
  },
);
