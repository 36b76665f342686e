import { z } from 'zod';
import { DEFAULT_CURRENCY, DEFAULT_MAX_PER_BOOKING } from '../domain/constants';
import type { PricingEntry } from '../domain/pricing';
import { PricingEntryReadSchema } from '../schemas/catalogue';

/** The visitor's booking in progress (totals are computed, not stored, so they never disagree). */
export interface BookingState {
  adultCount: number;
  childCount: number;
  email: string;
  name: string;
  mobileNumber: string;
  preference: string;
  preferenceIndex: number;
  service: string;
  ticketId: string;
  ticketTitle: string;
  pricing: PricingEntry[];
  bookingDate: string;
  bookingDateString: string;
  bookingDay: string;
  timeSlot: string;
  timeSlots: string[];
  isPaxModalOpen: boolean;
  adultQrCount: number;
  childQrCount: number;
  ticketType: string;
  currency: string;
  isTimeSlot: boolean;
  isAdultByOneGetOneActive: boolean;
  isChildByOneGetOneActive: boolean;
  ticketImages: string[];
  attractionClosed: string[];
  couponCode: string;
  discountValue: number;
  /** Upper bound on adults + children, from the ticket. */
  maxPerBooking: number;
}

/** A booking not started yet. A fresh object each call, so no list is shared. */
export function initialBookingState(): BookingState {
  return {
    adultCount: 0,
    childCount: 0,
    email: '',
    name: '',
    mobileNumber: '',
    preference: '',
    preferenceIndex: 0,
    service: '',
    ticketId: '',
    ticketTitle: '',
    pricing: [],
    bookingDate: '',
    bookingDateString: '',
    bookingDay: '',
    timeSlot: '',
    timeSlots: [],
    isPaxModalOpen: false,
    adultQrCount: 0,
    childQrCount: 0,
    ticketType: '',
    currency: DEFAULT_CURRENCY,
    isTimeSlot: false,
    isAdultByOneGetOneActive: false,
    isChildByOneGetOneActive: false,
    ticketImages: [],
    attractionClosed: [],
    couponCode: '',
    discountValue: 0,
    maxPerBooking: DEFAULT_MAX_PER_BOOKING,
  };
}

export const BOOKING_STATE_KEYS = Object.keys(initialBookingState()) as (keyof BookingState)[];

const count = z.int().min(0).max(1000);

/** What may come back from storage; anything else is ignored and the booking starts fresh. */
export const BookingSnapshotSchema = z.strictObject({
  adultCount: count,
  childCount: count,
  email: z.string().max(1000),
  name: z.string().max(1000),
  mobileNumber: z.string().max(100),
  preference: z.string().max(200),
  preferenceIndex: z.int().min(0).max(100),
  service: z.string().max(200),
  ticketId: z.string().max(200),
  ticketTitle: z.string().max(1000),
  pricing: z.array(PricingEntryReadSchema).max(100),
  bookingDate: z.string().max(20),
  bookingDateString: z.string().max(100),
  bookingDay: z.string().max(20),
  timeSlot: z.string().max(10),
  timeSlots: z.array(z.string().max(10)).max(100),
  isPaxModalOpen: z.boolean(),
  adultQrCount: count,
  childQrCount: count,
  ticketType: z.string().max(100),
  currency: z.string().max(10),
  isTimeSlot: z.boolean(),
  isAdultByOneGetOneActive: z.boolean(),
  isChildByOneGetOneActive: z.boolean(),
  ticketImages: z.array(z.string().max(2000)).max(100),
  attractionClosed: z.array(z.string().max(20)).max(7),
  couponCode: z.string().max(100),
  discountValue: z.int().min(0).max(100),
  maxPerBooking: z.int().min(1).max(1000),
});
