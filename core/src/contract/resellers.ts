import { z } from 'zod';
import {
  ResellerIdParamsSchema,
  ResellerInputSchema,
  ResellerSchema,
  ResellerWithKeySchema,
} from '../schemas/reseller';
import { endpoints } from './endpoint';
import { paths } from './paths';

/** The back office's reseller connections; the resellers themselves call /octo (see ./octo.ts). */
export const resellers = endpoints(paths.resellers, 'resellers', {
  list: {
    summary: 'Every reseller connection, newest first (keys are never shown again)',
    response: z.array(ResellerSchema),
    provides: ['Reseller'],
  },
  create: {
    summary:
      'Create a reseller connection (name, commission %, the tickets it may sell); answers its key once as apiKey',
    body: ResellerInputSchema,
    response: ResellerWithKeySchema,
    status: 201,
    errors: { 409: 'A reseller has this name', 422: 'A ticket does not exist' },
    invalidates: ['Reseller'],
  },
  rotateKey: {
    summary: 'Issue a new key (answered once as apiKey); the old one stops at once',
    params: ResellerIdParamsSchema,
    response: ResellerWithKeySchema,
    errors: { 404: 'No reseller has this id' },
    invalidates: ['Reseller'],
  },
  revoke: {
    summary: 'Revoke the key: every call with it is refused from now on (rotate issues a new one)',
    params: ResellerIdParamsSchema,
    response: ResellerSchema,
    errors: { 404: 'No reseller has this id' },
    invalidates: ['Reseller'],
  },
});
