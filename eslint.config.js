import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['.output/', '.wxt/', 'node_modules/', 'data/', '.tmp/', '**/dist/', 'server/.bundle-for-tests-*/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty': ['error', { allowEmptyCatch: false }],
      eqeqeq: 'error',
    },
  },
  {
    files: ['bench/baseline-extension/*.js'],
    languageOptions: {
      sourceType: 'script',
      globals: { self: 'readonly', importScripts: 'readonly', WebSocket: 'readonly', performance: 'readonly', chrome: 'readonly', setInterval: 'readonly' },
    },
  },
  {
    files: ['scripts/**/*.mjs', 'devkit/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly' } },
  },
);
