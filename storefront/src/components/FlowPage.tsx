import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { assetUrl } from '@/lib/assets';
import { useBooking } from '@/stores/stores';
import { BookingSummary } from './BookingSummary';
import { FlowSteps } from './FlowSteps';

/**
 * A page of the booking flow: where the visitor is, the step's header and content, and the booking
 * summary beside it with the page's own action under it.
 */
export const FlowPage = observer(function FlowPage({
  step,
  header,
  summaryAction,
  footer,
  children,
}: {
  step: number;
  header: ReactNode;
  summaryAction: ReactNode;
  /** Below the layout: the phone's bottom bar and the page's dialogs. */
  footer: ReactNode;
  children: ReactNode;
}) {
  const booking = useBooking();
  const image = booking.ticketImages[0] ? assetUrl(booking.service, booking.ticketImages[0]) : undefined;
  return (
    <div className="container page-section has-bottom-bar">
      <FlowSteps current={step} />
      <div className="aside-layout flow-layout">
        <div className="flow-main">
          <header className="flow-header">{header}</header>
          {children}
        </div>
        <aside aria-label="Booking summary">
          <BookingSummary image={image}>{summaryAction}</BookingSummary>
        </aside>
      </div>
      {footer}
    </div>
  );
});
