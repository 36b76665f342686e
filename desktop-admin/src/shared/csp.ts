export interface CspOptions {
  /** The only origin the renderer may talk to (fetch/XHR), e.g. http://localhost:3000. */
  apiOrigin: string;
  /** Development server allowances (Vite's HMR socket and React refresh preamble). */
  dev?: { serverOrigin: string };
  /** frame-ancestors only works in a header, not in a meta tag. */
  forHeader?: boolean;
}

/**
 * The renderer's Content-Security-Policy. Scripts only from the app itself, network and images
 * only to and from the configured API. Styles allow 'unsafe-inline' because react-hot-toast injects a <style> element
 * at run time; no script is ever allowed inline.
 */
export function buildCsp({ apiOrigin, dev, forHeader = false }: CspOptions): string {
  const connect = [apiOrigin];
  const script = ["'self'"];
  if (dev) {
    const ws = dev.serverOrigin.replace(/^http/, 'ws');
    connect.push(dev.serverOrigin, ws);
    // @vitejs/plugin-react injects an inline React-refresh preamble in development only.
    script.push("'unsafe-inline'");
  }
  const directives: [string, string[]][] = [
    ['default-src', ["'none'"]],
    ['script-src', script],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // The app and its API only: an image from any host would let injected markup carry data out.
    ['img-src', ["'self'", 'data:', 'blob:', apiOrigin]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', connect],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'none'"]],
    ['frame-src', ["'none'"]],
    ['worker-src', ["'none'"]],
    ['manifest-src', ["'self'"]],
  ];
  if (forHeader) directives.push(['frame-ancestors', ["'none'"]]);
  return directives.map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`).join('; ');
}

/** The placeholder in index.html that the build (web) or the app protocol (Electron) replaces. */
export const CSP_PLACEHOLDER = '%ADMIN_CSP%';
