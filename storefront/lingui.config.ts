import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// The storefront's words: English is written in the source through Lingui's macros, `lingui extract`
// collects them into one PO catalogue per language (src/locales/), and the Vite plugin compiles each
// catalogue ahead of time into its own lazy chunk (src/i18n/catalogs.ts).
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ms', 'ar', 'zh'],
  catalogs: [{ path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'] }],
  // No line numbers: a moved line must not make the catalogues stale (test/translations.test.ts).
  format: formatter({ lineNumbers: false }),
  // A translation left empty fails the translations test rather than falling back silently.
  fallbackLocales: { default: 'en' },
});
