import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BookingStatus } from '@tours/core/domain';

/** A booking's status as a word ("This booking is …", the manage page's badge), in each language. */
export const STATUS_WORDS: Record<BookingStatus, MessageDescriptor> = {
  pending: msg({ message: 'pending', context: 'booking status' }),
  confirmed: msg({ message: 'confirmed', context: 'booking status' }),
  redeemed: msg({ message: 'redeemed', context: 'booking status' }),
  expired: msg({ message: 'expired', context: 'booking status' }),
  failed: msg({ message: 'failed', context: 'booking status' }),
  cancelled: msg({ message: 'cancelled', context: 'booking status' }),
  refunded: msg({ message: 'refunded', context: 'booking status' }),
};
