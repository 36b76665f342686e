import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const DATE_RULES =
  "Calendar arithmetic belongs in core's calendar (addDays, weekdayOf, isWeekend, todayIn, calendarDateOf, toPickerDate/fromPickerDate).";
/** Date methods that read or move a day in the machine's or UTC's zone rather than the attraction's. */
const CALENDAR_ARITHMETIC = [
  ...[
    'getDay',
    'getUTCDay',
    'getDate',
    'getUTCDate',
    'getMonth',
    'getUTCMonth',
    'getFullYear',
    'getUTCFullYear',
  ],
  ...['getHours', 'getUTCHours', 'getTimezoneOffset'],
  ...[
    'setDate',
    'setUTCDate',
    'setMonth',
    'setUTCMonth',
    'setFullYear',
    'setUTCFullYear',
    'setHours',
    'setUTCHours',
  ],
].map((property) => ({ property, message: DATE_RULES }));

const RULE_LEAKS = [
  {
    selector: 'Literal[value=/\\+04:00/], TemplateElement[value.raw=/\\+04:00/]',
    message:
      "Dubai's offset is asked of the zone, never written: use core's startOfDay/endOfDay/calendarDateOf.",
  },
  {
    selector: "Literal[value='Asia/Dubai']",
    message: 'Use ATTRACTION_TIME_ZONE from @tours/core/domain.',
  },
  {
    selector: 'Literal[value=/^myr$/i]',
    message: 'Use DEFAULT_CURRENCY from @tours/core/domain (or the currency the data carries).',
  },
  {
    selector:
      "BinaryExpression[operator=/^[*\\/]$/][right.value=100], BinaryExpression[operator='*'][left.value=100]",
    message:
      "Money is minor units converted only by core (formatMoney, decimalAmount, parseDecimalAmount, percentOf); a share of something else belongs in core's domain too.",
  },
];

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
    // A toast goes through lib/toast.ts, which brings the toast area with it (see lib/toast-area.ts).
    files: ['storefront/src/**/*.{ts,tsx}'],
    ignores: ['storefront/src/lib/toast.ts', 'storefront/src/components/AppToaster.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-hot-toast', message: "Import { toast } from '@/lib/toast'." }] },
      ],
    },
  },
  {
    // core is the only home of the booking, pricing, money and date rules: the apps and
    // the API call core's domain functions instead of doing the arithmetic again.
    files: ['storefront/src/**/*.{ts,tsx}', 'desktop-admin/src/**/*.{ts,tsx}', 'api/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.spec.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-properties': ['error', ...CALENDAR_ARITHMETIC],
      'no-restricted-syntax': ['error', ...RULE_LEAKS],
    },
  },
  {
    // The storefront's bundler (rolldown) turns off its merging of shared chunks for the whole build
    // when any module awaits at its top level: the home page then loaded 2.4 KiB more in eight more
    // files. Wait inside a function (see the checkout route in app/router.tsx).
    files: ['storefront/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.spec.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...RULE_LEAKS,
        {
          selector:
            'Program > ExpressionStatement AwaitExpression:not(:function AwaitExpression), Program > VariableDeclaration AwaitExpression:not(:function AwaitExpression), Program > ExportNamedDeclaration AwaitExpression:not(:function AwaitExpression)',
          message:
            'No top-level await in the storefront: it turns off chunk merging for the whole build. Await inside a function.',
        },
      ],
    },
  },
  {
    // A function a reader can hold: past 120 lines, split it into parts named for what they show or do.
    // Tests, benchmarks and the chaos suite read as scripts; the demo seed is data; a migration is
    // the record of a change already applied, mostly SQL, and is never rewritten.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*.spec.{ts,tsx}',
      '**/test/**',
      '**/testing/**',
      '**/e2e/**',
      'bench/**',
      'chaos/**',
      'api/migrations/**',
      'api/src/demo/seed.ts',
    ],
    rules: { 'max-lines-per-function': ['error', { max: 120 }] },
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
