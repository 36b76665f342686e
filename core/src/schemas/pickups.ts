import { z } from 'zod';
import { PICKUP_MINUTES_BEFORE_MAX, PICKUP_MODES } from '../domain/pickup';
import { CalendarDateSchema, IdSchema, ImageUrlSchema, TrimmedText, UnitPriceSchema } from './common';

export const PickupModeSchema = z.enum(PICKUP_MODES);

export const LatitudeSchema = z.number().min(-90).max(90);
export const LongitudeSchema = z.number().min(-180).max(180);

/** A place on the map: where a meeting point or a pickup point is. */
export const CoordinatesSchema = z.strictObject({ latitude: LatitudeSchema, longitude: LongitudeSchema });
export type Coordinates = z.infer<typeof CoordinatesSchema>;

/** A pickup point as staff write it. Strict: an unknown field is a 400. */
export const PickupPointInputSchema = z.strictObject({
  name: TrimmedText(200).min(1),
  area: TrimmedText(100).default(''),
  address: TrimmedText(300).default(''),
  latitude: LatitudeSchema,
  longitude: LongitudeSchema,
  minutesBefore: z.int().min(0).max(PICKUP_MINUTES_BEFORE_MAX),
  /** Extra price per participant, minor units; 0 when the pickup is included. */
  extraPrice: UnitPriceSchema.default(0),
});
export type PickupPointInput = z.input<typeof PickupPointInputSchema>;

export const PickupPointSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  area: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  minutesBefore: z.int(),
  extraPrice: z.int(),
  /** How many tickets offer it (the admin's list). */
  ticketCount: z.int().optional(),
});
export type PickupPoint = z.infer<typeof PickupPointSchema>;

export const PickupPointIdParamsSchema = z.object({ id: IdSchema });

/**
 * A booking's pickup: the point as it was chosen, and when the driver is there (core pickupTime of
 * the booking's own date and slot, so it follows a reschedule). `time` is null for a visit with no
 * start time.
 */
export const BookingPickupSchema = z.object({
  pickupPointId: IdSchema,
  name: z.string(),
  area: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  minutesBefore: z.int(),
  extraPrice: z.int(),
  date: CalendarDateSchema,
  time: z.string().nullable(),
});
export type BookingPickup = z.infer<typeof BookingPickupSchema>;

/** A ticket's meeting point beyond its address (`meetingPoint`): where it is and how to find it. */
export const MeetingPointDetailsInput = {
  meetingPointLocation: CoordinatesSchema.nullable().optional(),
  meetingPointInstructions: TrimmedText(1000).min(1).nullable().optional(),
  meetingPointPhoto: ImageUrlSchema.nullable().optional(),
};
