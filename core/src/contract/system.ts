import { z } from 'zod';
import { HealthSchema } from '../schemas/common';
import { endpoints } from './endpoint';
import { paths } from './paths';

/** The API describing and checking itself. */
export const system = endpoints(paths.system, 'System', {
  health: {
    summary: 'Liveness and readiness: the process answers and its database does (503 when it does not)',
    response: HealthSchema,
    errors: { 503: 'The database is not reachable' },
  },
  openApi: {
    summary: 'This document: the OpenAPI 3.1 description of every route, generated from the contract',
    response: z.record(z.string(), z.unknown()),
  },
});
