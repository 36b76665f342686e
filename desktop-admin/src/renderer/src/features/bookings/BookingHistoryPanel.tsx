import type { BookingHistory, BookingHistoryEntry } from '@tours/core/schemas';
import { money, timestampLabel } from '../../lib/format';

const ACTIONS: Record<string, string> = {
  'booking.cancel': 'Cancelled',
  'booking.refund': 'Refund asked',
  'booking.refund_succeeded': 'Refund paid out',
  'booking.refund_failed': 'Refund failed',
  'booking.reschedule': 'Date changed',
  'booking.reschedule_refunded': 'Date change refunded',
  'booking.resend_confirmation': 'Confirmation sent again',
  'booking.manage_link_sent': 'Manage link sent',
  'slot.cancel': 'Slot cancelled',
};

/** "2026-11-26 10:00" from an audit row's {bookingDate, timeSlot}. */
function visitOf(value: unknown): string | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as { bookingDate?: unknown; timeSlot?: unknown };
  if (typeof v.bookingDate !== 'string') return null;
  return typeof v.timeSlot === 'string' ? `${v.bookingDate} ${v.timeSlot}` : v.bookingDate;
}

/** What happened, in words: the action's name plus what the row says it changed. */
function whatOf(entry: BookingHistoryEntry): string {
  const name = ACTIONS[entry.action] ?? entry.action;
  const from = visitOf(entry.details['from']);
  const to = visitOf(entry.details['to']);
  const move = from && to ? ` from ${from} to ${to}` : '';
  const waived = entry.details['waived'] === true ? ' (difference waived)' : '';
  return `${name}${move}${waived}${entry.reason ? `: ${entry.reason}` : ''}`;
}

/** The booking's history table (who, when, what, amount) and its refunds' state. */
export function BookingHistoryPanel({ history }: { history: BookingHistory }) {
  const cur = history.currency;
  return (
    <section aria-labelledby="booking-history-title" className="form-section">
      <h3 id="booking-history-title" className="section-title">
        History
      </h3>
      <p className="muted">{history.policyText}</p>
      {history.entries.length === 0 ? (
        <p className="muted">Nothing has happened to this booking since it was paid.</p>
      ) : (
        <table className="table" aria-label="Booking history">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col" className="num">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {history.entries.map((e) => (
              <tr key={e._id}>
                <td className="nowrap">{timestampLabel(e.at)}</td>
                <td>{e.actor}</td>
                <td>{whatOf(e)}</td>
                <td className="num">{e.amount === null ? '—' : money(e.amount, cur)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {history.refunds.length > 0 && (
        <p>
          Refunds: {history.refunds.map((r) => `${money(r.amount, cur)} ${r.status}`).join(', ')}; refunded in
          total <strong>{money(history.refundedAmount, cur)}</strong> of {money(history.paid, cur)}.
        </p>
      )}
    </section>
  );
}
