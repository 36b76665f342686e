import { API_PREFIX, createApiRouter } from '../../../src/app';
import type { AppDeps } from '../../../src/types';

export interface ApiRoute {
  method: string;
  /** Full path pattern, e.g. /api/v1/tickets/:id */
  path: string;
  /** Path relative to /api/v1. */
  relative: string;
  params: string[];
  /** Names of the route's middleware, in order (requireAdmin, validate, …). */
  middleware: string[];
}

/**
 * Every (method, path) the API router answers, read from the router itself so that a route added
 * tomorrow is fuzzed and access-checked without touching these suites.
 */
export function enumerateRoutes(deps: AppDeps): ApiRoute[] {
  const router = createApiRouter(deps);
  const routes: ApiRoute[] = [];
  const seen = new Set<string>();
  for (const layer of router.stack) {
    const methods = layer.methods.filter((m) => m !== 'HEAD');
    if (methods.length === 0) continue; // router.use() middleware, not a route
    const path = layer.path as string;
    for (const method of methods) {
      const key = `${method} ${path}`;
      if (seen.has(key)) continue;
      seen.add(key);
      routes.push({
        method,
        path,
        relative: path.slice(API_PREFIX.length) || '/',
        params: [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!),
        middleware: (layer.stack as { name: string }[]).map((fn) => fn.name),
      });
    }
  }
  return routes;
}

/**
 * DESIGN section 3: admin-only are every path under /admin (except the two sign-in steps and
 * accepting an invitation, which come before any session), the
 * send-ticket call, the ticket create/update/delete calls and blocking/unblocking dates and slots.
 * Written from the contract, not read from the code, so a route that forgets requireAdmin fails.
 */
export function isAdminRoute(route: Pick<ApiRoute, 'method' | 'relative'>): boolean {
  const p = route.relative;
  // Signing in (both steps) and accepting an invitation come before any session.
  if (
    route.method === 'POST' &&
    ['/admin/login', '/admin/login/second-factor', '/admin/invitations/accept'].includes(p)
  )
    return false;
  if (p.startsWith('/admin') || p.includes('/admin/')) return true;
  if (p === '/create' || p.startsWith('/update-ticket') || p.startsWith('/delete-ticket')) return true;
  if (p === '/block-date' && route.method !== 'GET') return true;
  if (p === '/block-time-slot' || p === '/delete-blocked-date-time-slot') return true;
  return false;
}
