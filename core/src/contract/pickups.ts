import { z } from 'zod';
import { DeletedSchema } from '../schemas/common';
import { PickupPointIdParamsSchema, PickupPointInputSchema, PickupPointSchema } from '../schemas/pickups';
import { endpoints, type CacheTag } from './endpoint';
import { paths } from './paths';

/** A ticket's reads carry its pickup points. */
const POINT_WRITE = ['Ticket'] as const satisfies readonly CacheTag[];

export const pickups = endpoints(paths.pickups, 'Pickup points', {
  list: {
    summary: 'Every pickup point (hotels and places guests are collected from), by area and name',
    response: z.array(PickupPointSchema),
    provides: ['Ticket'],
  },
  create: {
    summary: 'Add a pickup point (unknown fields are refused)',
    body: PickupPointInputSchema,
    response: PickupPointSchema,
    status: 201,
    invalidates: POINT_WRITE,
  },
  update: {
    summary: 'Replace a pickup point; bookings keep the point as it was when they chose it',
    params: PickupPointIdParamsSchema,
    body: PickupPointInputSchema,
    response: PickupPointSchema,
    errors: { 404: 'No pickup point has this id' },
    invalidates: POINT_WRITE,
  },
  remove: {
    summary: 'Delete a pickup point (tickets stop offering it; bookings keep it)',
    params: PickupPointIdParamsSchema,
    response: DeletedSchema,
    errors: { 404: 'No pickup point has this id' },
    invalidates: POINT_WRITE,
  },
});
