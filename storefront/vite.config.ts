import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { fileURLToPath } from 'node:url';

const apiTarget = process.env.API_URL ?? 'http://localhost:3300';

const siteName = process.env.VITE_SITE_NAME ?? 'Dubai Attractions';
const siteLogo = `${process.env.VITE_ASSET_BASE ?? '/assets'}/${process.env.VITE_SITE_FOLDER ?? 'dubai-attractions'}/images/logo.svg`;

/** Fills the static shell of index.html (the header painted before any script runs). */
function siteShell(): Plugin {
  return {
    name: 'site-shell',
    transformIndexHtml: (html) =>
      html.replaceAll('__SITE_NAME__', siteName).replaceAll('__SITE_LOGO__', siteLogo),
  };
}

// Lingui's macros (`t`, `<Trans>`, `plural`) become catalogue lookups at build time (Babel only
// for the files that use them), and each language's PO catalogue compiles into its own chunk.
// The storefront's Lingui config wherever Vite or Vitest is started from (the root runs every project).
process.env.LINGUI_CONFIG ??= fileURLToPath(new URL('./lingui.config.ts', import.meta.url));
export const linguiPlugins = () => [
  babel({
    presets: [
      defineRolldownBabelPreset({
        preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
        rolldown: { filter: { code: /@lingui\/(?:core|react)\/macro/ } },
      }),
    ],
  }),
  lingui(),
];

export default defineConfig({
  plugins: [react(), ...linguiPlugins(), siteShell()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      // Phone validation loads only on /checkout: see src/lib/phone-numbers.ts.
      {
        find: /^libphonenumber-js$/,
        replacement: fileURLToPath(new URL('./src/lib/phone-numbers.ts', import.meta.url)),
      },
    ],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/assets': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    // The size script reads which chunks each route loads from here.
    manifest: true,
    target: 'es2022',
    // Hashed build files go under /static so they never collide with the API's /assets/{product}/ images.
    assetsDir: 'static',
    // One stylesheet in <head> for every page: the home and product pages arrive rendered by the
    // server (api/src/storefront-ssr.ts) and must paint with their styles, not shift when a
    // page chunk's CSS arrives. All of it is about 9 KiB gzip.
    cssCodeSplit: false,
  },
});
