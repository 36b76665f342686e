import type { StaffRole } from '@tours/core/contract';
import type { Config } from './config';
import type { Db, Trx } from './db';
import type { Logger } from './logger';
import type { CatalogueCache } from './lib/catalogue-cache';
import type { JsonResponse } from './lib/json-response';

/** What every router factory receives. */
export interface AppDeps {
  db: Db;
  config: Config;
  logger: Logger;
  /** Read cache of the catalogue (services/catalogue-cache.ts); absent: every read goes to the database. */
  catalogueCache?: CatalogueCache | undefined;
}

export interface AdminPrincipal {
  id: string;
  email: string;
  name: string | null;
  role: StaffRole;
  sessionId: string;
  /** An authenticator is set up. */
  secondFactor: boolean;
  /** The owner requires a second factor from everyone. */
  secondFactorRequired: boolean;
}

export interface ValidatedInput {
  body?: unknown;
  query?: unknown;
  params?: unknown;
}

declare module 'koa' {
  interface DefaultState {
    /** Set by the error handler for every request; also in every log line and error body. */
    requestId: string;
    log: Logger;
    /** Set by transaction(): the request's database transaction. */
    trx?: Trx;
    /** Set by requireAdmin(). */
    admin?: AdminPrincipal;
    /** Set by validate(): the parsed (transformed, defaulted) input. */
    input: ValidatedInput;
    /** Set by rawBody() on the webhook path: the exact request bytes. */
    rawBodyBuffer?: Buffer;
    /** Set by sendJson(): the serialised answer sent (lib/json-response.ts). */
    sentJson?: JsonResponse;
  }
  interface Request {
    /** The exact request body, kept on the webhook path (see middleware/raw-body.ts). */
    rawBody: string;
  }
}

declare module 'koa' {
  interface DefaultContext {
    /** The app's dependencies, set once by createApp. */
    deps: AppDeps;
    /** The admin a bearer token belongs to, or null; set once by createApp, read by requireAdmin(). */
    authenticateAdmin: (token: string) => Promise<AdminPrincipal | null>;
  }
}
