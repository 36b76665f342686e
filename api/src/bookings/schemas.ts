import { z } from 'zod';

/** A booking's `_id` or its reference (DXB-7KQ2M9). */
export const BookingIdParamsSchema = z.object({
  id: z.union([z.uuid(), z.string().regex(/^DXB-[A-Z0-9]{6}$/)], {
    message: 'must be a booking id or reference',
  }),
});
