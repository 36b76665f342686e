import fs from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
};

/** A file under root for a URL path, or null; never escapes root (no `..`, no NUL, no symlink tricks). */
export function resolveStaticFile(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(root, '.' + path.posix.normalize('/' + decoded));
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  try {
    const real = fs.realpathSync(file);
    if (!real.startsWith(fs.realpathSync(root) + path.sep)) return null;
    return fs.statSync(real).isFile() ? real : null;
  } catch {
    return null;
  }
}

export interface StaticOptions {
  root: string;
  /** Only URL paths under this prefix are looked up (the prefix stays part of the file path unless strip). */
  prefix?: string;
  strip?: boolean;
  cacheControl: (file: string) => string;
  /** Cross-Origin-Resource-Policy for these files (images are embedded by the desktop app and the dev server). */
  crossOrigin?: boolean;
}

export function serveStatic(options: StaticOptions): Middleware {
  const root = path.resolve(options.root);
  const prefix = options.prefix ?? '/';
  return async function serveStatic(ctx, next) {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith(prefix)) return next();
    const rel = options.strip ? ctx.path.slice(prefix.length - 1) : ctx.path;
    const file = resolveStaticFile(root, rel);
    if (!file) return next();
    const stat = fs.statSync(file);
    const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    ctx.set('Cache-Control', options.cacheControl(file));
    ctx.set('ETag', etag);
    ctx.set('Last-Modified', stat.mtime.toUTCString());
    if (options.crossOrigin) ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
    ctx.type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    if (ctx.get('If-None-Match') === etag) {
      ctx.status = 304;
      return;
    }
    ctx.length = stat.size;
    ctx.body = ctx.method === 'HEAD' ? null : fs.createReadStream(file);
    if (ctx.method === 'HEAD') ctx.status = 200;
  };
}
