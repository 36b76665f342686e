import type { Plugin } from 'vite';
import { buildCsp, CSP_PLACEHOLDER } from './src/shared/csp';

/**
 * Fills the CSP meta tag of index.html. For the browser build the API origin is known at build
 * time; for the Electron build the placeholder stays and the app protocol fills it at run time
 * with the origin the admin configured.
 */
export function cspMetaPlugin(options: { apiOrigin: string | null }): Plugin {
  return {
    name: 'admin-csp-meta',
    apply: 'build',
    transformIndexHtml(html) {
      return options.apiOrigin
        ? html.replaceAll(CSP_PLACEHOLDER, buildCsp({ apiOrigin: options.apiOrigin }))
        : html;
    },
  };
}

/** In development the page is served by Vite; drop the meta tag (Electron sends a header instead). */
export function devDropCspMetaPlugin(): Plugin {
  return {
    name: 'admin-csp-meta-dev',
    apply: 'serve',
    transformIndexHtml(html) {
      return html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>\s*/, '');
    },
  };
}
