import { z } from 'zod';
import { HealthSchema } from '../schemas/common';
import { endpoint } from './endpoint';
import { paths } from './paths';

const tag = 'System';

/** The API describing and checking itself. */
export const system = {
  health: endpoint(paths.system.health, {
    tag,
    summary: 'Liveness and readiness: the process answers and its database does (503 when it does not)',
    response: HealthSchema,
    errors: { 503: 'The database is not reachable' },
  }),
  openApi: endpoint(paths.system.openApi, {
    tag,
    summary: 'This document: the OpenAPI 3.1 description of every route, generated from the contract',
    response: z.record(z.string(), z.unknown()),
  }),
};
