import type {
  zAvailability,
  zAvailabilityCalendar,
  zBooking,
  zCapability,
  zContact,
  zFeature,
  zMedia,
  zOption,
  zPricing,
  zProduct,
  zSupplier,
  zUnit,
  zUnitItem,
} from '@octocloud/types';

/*
 * The OCTO objects our answers are, as the types of the specification's own zod schemas
 * (`@octocloud/types`): string unions rather than the package's enums, so nothing of the package is
 * loaded at run time (it is a development dependency; the tests parse every answer with its schemas).
 */
type Out<T extends { _output: unknown }> = T['_output'];

export type Product = Out<typeof zProduct>;
export type Option = Out<typeof zOption>;
export type Unit = Out<typeof zUnit>;
export type Pricing = Out<typeof zPricing>;
export type Availability = Out<typeof zAvailability>;
export type AvailabilityCalendarDay = Out<typeof zAvailabilityCalendar>;
export type Booking = Out<typeof zBooking>;
export type Supplier = Out<typeof zSupplier>;
export type Capability = Out<typeof zCapability>;
export type Contact = Out<typeof zContact>;
export type Feature = Out<typeof zFeature>;
export type Media = Out<typeof zMedia>;
export type UnitItem = Out<typeof zUnitItem>;
export type ContactField = Option['requiredContactFields'][number];
export type DeliveryFormat = Product['deliveryFormats'][number];
export type AvailabilityStatus = Availability['status'];
export type BookingStatus = Booking['status'];
