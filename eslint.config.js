// Lint, with the layer boundaries of ARCHITECTURE.md: what may import what.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const serverOnly = ['**/server/**', '**/src/server', '../server/*'];
const appPaths = ['**/src/app/**', '**/src/pages/**', '**/src/machines/**', '**/src/api/**', '**/src/state/**', '**/src/commands/**', '**/src/lib/**', '**/src/server/**'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', '.tmp/**', 'test-results/**', 'playwright-report/**', 'benchmarks/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-console': 'off',
    },
  },
  {
    files: ['src/**/*.tsx', 'src/app/**', 'src/pages/**', 'src/machines/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // The contract imports nothing of ours.
    files: ['src/protocol/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['../*', '!../protocol/*', '**/src/**', '**/src-engine/**'], message: 'src/protocol imports nothing of ours.' }] }],
    },
  },
  {
    // Browser code never reaches into the server.
    files: ['src/**'],
    ignores: ['src/server/**', 'src/protocol/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: serverOnly, message: 'Browser code must not import src/server.' },
          { group: ['**/src-engine/*', '!**/src-engine/index', '!**/src-engine'], message: 'Import the engine only through src-engine/index.ts.' },
        ],
      }],
    },
  },
  {
    // The engine is framework-free and sees only protocol types.
    files: ['src-engine/**'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: ['react', 'react-dom', '@pixi/react', '@xstate/react', 'wouter'].map((name) => ({ name, message: 'src-engine must not use React or app libraries.' })),
        patterns: [{ group: appPaths, message: 'src-engine may import only src/protocol from the app.' }],
      }],
    },
  },
  {
    // The server never imports browser code or the engine.
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['**/src/app/**', '**/src/pages/**', '**/src/machines/**', '**/src/api/**', '**/src/state/**', '**/src/commands/**', '**/src-engine/**', '../../app/*', '../../pages/*'], message: 'The server must not import browser code.' }],
      }],
    },
  },
);
