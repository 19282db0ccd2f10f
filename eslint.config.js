// @ts-check
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import rules of guides/style.md, enforced here rather than in prose. */
const restrict = (patterns) => ['error', { patterns }];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'server/db/migrations/**', 'locales/**', '.tmp/**', 'eslint.config.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // The TypeScript project service, as an editor uses it: each file is checked in the project of
        // the solution tsconfig.json's references that holds it (measured: eslint . 151 s with the six
        // projects listed, 118 s with the service, on this 2-core machine).
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'import-x/no-duplicates': 'error',
      'import-x/first': 'error',
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'package', package: '@tanstack/router-core', name: 'Redirect' }] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, lingui },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'lingui/no-unlocalized-strings': 'off',
      'lingui/t-call-in-function': 'error',
      'no-restricted-imports': restrict([
        { group: ['**/server/**', '../server/*'], message: 'src never imports server' },
        { group: ['dexie'], message: 'dexie lives only in the worker database module' },
        { group: ['comlink'], message: 'comlink only in the two bridge files' },
      ]),
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/state/**'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/server/**'], message: 'src never imports server' },
        { group: ['valtio', 'valtio/*'], message: 'valtio only in src/state/' },
        { group: ['dexie'], message: 'dexie lives only in the worker database module' },
        { group: ['comlink'], message: 'comlink only in the two bridge files' },
      ]),
    },
  },
  {
    files: ['worker/**/*.ts', 'sw/**/*.ts'],
    languageOptions: { globals: globals.worker },
    rules: {
      'no-restricted-imports': restrict([
        { group: ['react', 'react-dom', 'react/*', '@lingui/react', '**/src/**'], message: 'workers never import React or the page' },
        { group: ['**/server/**'], message: 'workers never import server' },
      ]),
    },
  },
  {
    // The worker bridge files, the only files of the page that may import comlink. Compression:
    // src/api/compressClient.ts (page) <-> worker/compress/compress.worker.ts (its Worker entry).
    // Messaging: src/worker/imClient.ts (page) <-> worker/shared/imWorker.ts (its SharedWorker entry).
    files: ['src/api/compressClient.ts', 'src/worker/imClient.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/server/**'], message: 'src never imports server' },
        { group: ['valtio', 'valtio/*'], message: 'valtio only in src/state/' },
        { group: ['dexie'], message: 'dexie lives only in the worker database module' },
      ]),
    },
  },
  {
    // Inside the compression worker, only its entry file talks comlink.
    files: ['worker/compress/**/*.ts'],
    ignores: ['worker/compress/compress.worker.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['react', 'react-dom', 'react/*', '@lingui/react', '**/src/**'], message: 'workers never import React or the page' },
        { group: ['**/server/**'], message: 'workers never import server' },
        { group: ['comlink'], message: 'comlink only in the two bridge files' },
      ]),
    },
  },
  {
    // The messaging worker: comlink only in its entry (imWorker.ts), dexie only in its database module.
    files: ['worker/**/*.ts'],
    ignores: ['worker/compress/**', 'worker/shared/imWorker.ts', 'worker/db/ImDatabase.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['react', 'react-dom', 'react/*', '@lingui/react', '**/src/**'], message: 'workers never import React or the page' },
        { group: ['**/server/**'], message: 'workers never import server' },
        { group: ['comlink'], message: 'comlink only in the two bridge files' },
        { group: ['dexie'], message: 'dexie lives only in the worker database module (worker/db/ImDatabase.ts)' },
      ]),
    },
  },
  {
    files: ['worker/shared/imWorker.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['react', 'react-dom', 'react/*', '@lingui/react', '**/src/**'], message: 'workers never import React or the page' },
        { group: ['**/server/**'], message: 'workers never import server' },
        { group: ['dexie'], message: 'dexie lives only in the worker database module (worker/db/ImDatabase.ts)' },
      ]),
    },
  },
  {
    files: ['worker/db/ImDatabase.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['react', 'react-dom', 'react/*', '@lingui/react', '**/src/**'], message: 'workers never import React or the page' },
        { group: ['**/server/**'], message: 'workers never import server' },
        { group: ['comlink'], message: 'comlink only in the two bridge files' },
      ]),
    },
  },
  {
    files: ['protocol/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/src/**', '**/server/**', '**/worker/**', '**/sw/**', 'node:*', 'react'], message: 'protocol imports nothing of the other folders, no DOM, no Node' },
      ]),
    },
  },
  {
    files: ['server/**/*.ts', 'test/**/*.ts', '*.config.ts'],
    languageOptions: { globals: globals.node },
    rules: {
      'no-restricted-imports': restrict([{ group: ['**/src/**', 'react'], message: 'server never imports the client' }]),
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      'no-restricted-imports': 'off',
    },
  },
);
