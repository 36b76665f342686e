import { AdminLoginRequestSchema, AdminLoginResponseSchema, AdminMeSchema } from '../schemas/admin';
import { OkSchema } from '../schemas/common';
import { endpoints } from './endpoint';
import { paths } from './paths';

/** Signing in or out drops every cached read, so nothing from another session is shown. */
export const adminAuth = endpoints(paths.adminAuth, 'Admin session', {
  login: {
    summary: 'Sign in; answers a bearer token (attempts limited per IP, growing delays per email and IP)',
    body: AdminLoginRequestSchema,
    response: AdminLoginResponseSchema,
    errors: { 401: 'Wrong email or password', 429: 'Too many attempts; see Retry-After' },
    invalidates: 'all',
  },
  logout: {
    summary: 'Sign out: revokes the token',
    response: OkSchema,
    invalidates: 'all',
  },
  me: {
    summary: 'The signed-in admin',
    response: AdminMeSchema,
  },
});
