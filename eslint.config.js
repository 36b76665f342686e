import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/out/**', '**/release/**', '**/coverage/**', '.data/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['storefront/src/**/*.{ts,tsx}', 'desktop-admin/src/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // core runs in Node, browsers and Electron alike: no browser or Node globals at module load.
    files: ['core/src/**/*.ts'],
    languageOptions: { globals: { ...globals['shared-node-browser'] } },
  },
  {
    // The API uses core's rules, schemas and client types; MobX stores are the apps' business.
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tours/core',
              message:
                "Import '@tours/core/domain', '@tours/core/schemas' or '@tours/core/api': the barrel drags in MobX.",
            },
            { name: '@tours/core/stores', message: 'The API never uses the MobX stores.' },
          ],
          patterns: [
            {
              group: ['**/core/src/**'],
              message: "Import core through its package entries ('@tours/core/…').",
            },
          ],
        },
      ],
    },
  },
);
