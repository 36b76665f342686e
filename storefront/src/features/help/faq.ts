import { DEFAULT_CANCELLATION_POLICY, describeCancellationPolicy } from '@tours/core/domain';

export interface FaqEntry {
  question: string;
  answer: string;
}

/** The questions visitors ask about booking, answered for this shop. */
export const BOOKING_FAQ: FaqEntry[] = [
  {
    question: 'How do I book an experience?',
    answer:
      'Browse the attractions, open the one you like and pick a ticket. Choose your date and, where the ticket has them, a time slot, then follow the booking steps: set the number of adults and children, enter your contact details and pay. Your confirmation arrives by email straight away.',
  },
  {
    question: 'Is it safe to book and pay here?',
    answer:
      'Yes. Every page is served over an encrypted connection using industry-standard encryption, and your card details are entered on the payment provider’s secure page. We never see or store your full card number.',
  },
  {
    question: 'Can I book for a group?',
    answer:
      'Yes. Group bookings are welcome: specify the number of adults and children when you choose your tickets, and everyone is booked together on one confirmation. For very large groups, contact us and we will help.',
  },
  {
    question: 'When do I get my tickets?',
    answer:
      'Your booking is confirmed as soon as the payment goes through, and you see your booking reference on screen. Your voucher, with its check-in QR code, comes with the confirmation email: show the code at the entrance, on your phone or printed.',
  },
];

/** The questions visitors ask about cancelling and changing a booking. */
export const CANCELLATION_FAQ: FaqEntry[] = [
  {
    question: 'What is the cancellation policy?',
    answer: `Each ticket states its policy in plain words on its card, at checkout and in your confirmation email. Most tickets say "${describeCancellationPolicy(DEFAULT_CANCELLATION_POLICY)}": cancel by then and you get your money back in full. A non-refundable ticket says so before you pay.`,
  },
  {
    question: 'How do I cancel a booking?',
    answer:
      'Open "Manage booking" from your confirmation email, or enter your booking reference and email on the Manage booking page and we send you the link. It shows the refund before you confirm; the refund goes back to the card you paid with. Until the free-cancellation time you can also change the date or time there.',
  },
  {
    question: 'What happens if the provider cancels?',
    answer:
      'If the attraction or tour operator cancels, for example because of weather or a closure, we notify you straight away by email and refund you in full. You can also ask us to move your booking to another date instead.',
  },
];
