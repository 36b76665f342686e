import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { apiOriginOf, DEFAULT_API_URL, normalizeApiUrl } from './src/shared/api-url';
import { cspMetaPlugin, devDropCspMetaPlugin } from './renderer-html';

/**
 * The renderer alone, in a plain browser (no Electron, no preload bridge), against API_URL. Used by
 * `npm run dev:web`, `npm run build:web` and the end-to-end tests.
 */
export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env };
  const apiUrl = normalizeApiUrl(env['API_URL'] || DEFAULT_API_URL);
  return {
    root: resolve(import.meta.dirname, 'src/renderer'),
    base: './',
    define: { 'import.meta.env.VITE_API_URL': JSON.stringify(apiUrl) },
    plugins: [react(), cspMetaPlugin({ apiOrigin: apiOriginOf(apiUrl) }), devDropCspMetaPlugin()],
    server: { port: 5174, strictPort: true, host: '127.0.0.1' },
    preview: { port: 5174, strictPort: true, host: '127.0.0.1' },
    build: { outDir: resolve(import.meta.dirname, 'out/web'), emptyOutDir: true },
  };
});
