import type { BookingStatus } from '@tours/core/domain';

/** A status in the words staff use, and what it means for the seats and the money. */
export const STATUS_WORDS: Record<BookingStatus, { label: string; meaning: string }> = {
  pending: { label: 'awaiting payment', meaning: 'Seats held while the customer pays. No money taken yet.' },
  confirmed: { label: 'confirmed', meaning: 'Paid; the seats are the customer’s.' },
  redeemed: { label: 'checked in', meaning: 'Paid and admitted at the gate.' },
  expired: {
    label: 'not paid',
    meaning: 'The checkout was declined or left unpaid; its seats were released. No money was taken.',
  },
  failed: { label: 'payment failed', meaning: 'The payment did not match the booking and was given back.' },
  cancelled: { label: 'cancelled', meaning: 'Cancelled; the money kept or refunded shows beside it.' },
  refunded: { label: 'refunded', meaning: 'Cancelled and everything paid was given back.' },
};

export function StatusBadge({ status }: { status: BookingStatus }) {
  const words = STATUS_WORDS[status];
  return (
    <span className={`badge badge-status status-${status}`} title={words.meaning}>
      {words.label}
    </span>
  );
}
