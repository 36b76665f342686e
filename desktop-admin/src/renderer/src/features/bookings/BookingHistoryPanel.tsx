import { ROLE_LABEL } from '../../lib/access';
import type { BookingHistory, BookingHistoryEntry } from '@tours/core/schemas';
import { money, timestampLabel } from '../../lib/format';

const ACTIONS: Record<string, string> = {
  'booking.cancel': 'Cancelled',
  'booking.refund': 'Refund asked',
  'booking.refund_succeeded': 'Refund paid out',
  'booking.refund_failed': 'Refund failed',
  'booking.reschedule': 'Date changed',
  'booking.reschedule_refunded': 'Date change refunded',
  'booking.reschedule_payment_requested': 'Date change payment link sent',
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

const REFUND_STATES: Record<string, string> = {
  pending: 'on its way',
  succeeded: 'paid out',
  failed: 'failed, nothing given back',
};

/** Every payment and refund (core's moneyStatement), then paid, refunded and kept. */
function MoneyTable({ history }: { history: BookingHistory }) {
  const { statement, currency: cur } = history;
  if (statement.lines.length === 0) return <p className="muted">No money was taken for this booking.</p>;
  return (
    <table className="table" aria-label="Payments and refunds">
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Payment or refund</th>
          <th scope="col" className="num">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {statement.lines.map((l, i) => (
          <tr key={i}>
            <td className="nowrap">{timestampLabel(l.at)}</td>
            <td>
              {l.label}
              {l.status && <span className="muted"> ({REFUND_STATES[l.status] ?? l.status})</span>}
            </td>
            <td className="num">{`${l.kind === 'refund' ? '−' : ''}${money(l.amount, cur)}`}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            Paid {money(statement.paid, cur)}, refunded {money(statement.refunded, cur)}: kept
          </th>
          <td className="num strong">{money(statement.balance, cur)}</td>
        </tr>
      </tfoot>
    </table>
  );
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
                <td>
                  {e.actorName ? `${e.actorName} (${e.actor})` : e.actor}
                  {e.actorRole && <span className="muted"> · {ROLE_LABEL[e.actorRole]}</span>}
                </td>
                <td>{whatOf(e)}</td>
                <td className="num">{e.amount === null ? '—' : money(e.amount, cur)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <MoneyTable history={history} />
    </section>
  );
}
