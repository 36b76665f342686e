import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { AdminWaitlist, AdminWaitlistEntry, WaitlistSlotQuery } from '@tours/core/schemas';
import { TableHead } from '../../components/TableHead';
import { ErrorState, Spinner } from '../../components/States';
import { useApp } from '../../lib/app-context';
import { dateLabel, timestampLabel } from '../../lib/format';
import { notify } from '../../lib/toast';
import { useQuery } from '../../lib/use-query';

/** A waiting list's reads follow the seats: every write that frees or takes some reloads them. */
const TAGS = ['TimeSlot', 'Booking'] as const;

const STATUS_BADGE: Record<AdminWaitlistEntry['status'], string> = {
  waiting: 'badge',
  offered: 'badge badge-warn',
  booked: 'badge badge-ok',
  expired: 'badge badge-muted',
  left: 'badge badge-muted',
};

/**
 * The ticket's waiting lists: each slot with one (from today on), and the chosen slot's list in
 * order with its parties, statuses and offer deadlines; staff offer the free seats to an entry out
 * of turn, move it up, or remove it (an offer it holds passes on).
 */
export const WaitingLists = observer(function WaitingLists({ ticketId }: { ticketId: string }) {
  const app = useApp();
  const slots = useQuery(() => app.api.getWaitlistSlots(), {}, TAGS);
  const [chosen, setChosen] = useState<WaitlistSlotQuery | null>(null);
  const mine = slots.data?.slots.filter((s) => s.ticketId === ticketId) ?? [];
  return (
    <section className="panel panel-pad" aria-labelledby="waitlists-heading">
      <h2 id="waitlists-heading" className="panel-title">
        Waiting lists
      </h2>
      {slots.error ? (
        <ErrorState error={slots.error} onRetry={() => void slots.reload({ force: true })} />
      ) : !slots.data ? (
        <Spinner />
      ) : mine.length === 0 ? (
        <p className="muted">Nobody is waiting for a sold-out slot of this ticket.</p>
      ) : (
        <ul className="plain-list" aria-label="Slots with a waiting list">
          {mine.map((s) => {
            const name = `${dateLabel(s.date)}${s.timeSlot ? ` at ${s.timeSlot}` : ''}`;
            return (
              <li key={`${s.date} ${s.timeSlot}`} className="list-row">
                <button
                  type="button"
                  className="link-button"
                  aria-pressed={chosen?.date === s.date && (chosen.timeSlot ?? null) === s.timeSlot}
                  onClick={() => setChosen({ ticketId, date: s.date, timeSlot: s.timeSlot ?? undefined })}
                >
                  {name}
                </button>{' '}
                <span className="muted">
                  {s.waiting} waiting · {s.offered} offered · {s.booked} booked
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {chosen && <SlotList query={chosen} />}
    </section>
  );
});

const SlotList = observer(function SlotList({ query }: { query: WaitlistSlotQuery }) {
  const app = useApp();
  const list = useQuery((q: WaitlistSlotQuery) => app.api.getWaitlist(q), query, TAGS);
  const [busy, setBusy] = useState(false);
  const run = async (what: string, call: () => Promise<AdminWaitlist>) => {
    setBusy(true);
    try {
      await call();
      notify.success(what);
    } catch (error) {
      notify.error(error, `Could not ${what.toLowerCase()}`);
    } finally {
      setBusy(false);
      void list.reload({ force: true });
    }
  };
  if (list.error) return <ErrorState error={list.error} onRetry={() => void list.reload({ force: true })} />;
  if (!list.data) return <Spinner />;
  const data = list.data;
  const title = `${dateLabel(data.date)}${data.timeSlot ? ` at ${data.timeSlot}` : ''}`;
  return (
    <div className="waitlist-slot">
      <h3 className="section-title">
        {title}: {data.taken} of {data.capacity ?? 'unlimited'} seats taken
      </h3>
      <table className="table" aria-label={`Waiting list for ${title}`}>
        <TableHead
          columns={[
            { label: 'Position', className: 'num' },
            'Name',
            { label: 'Party', className: 'num' },
            'Status',
            'Offer until',
            'Booking',
          ]}
        />
        <tbody>
          {data.entries.map((e) => (
            <tr key={e._id}>
              <td className="num">{e.position}</td>
              <td>
                <span className="strong">{e.name}</span>
                <br />
                <span className="muted">{e.email}</span>
              </td>
              <td className="num">{e.partySize}</td>
              <td>
                <span className={STATUS_BADGE[e.status]}>{e.status}</span>
              </td>
              <td>{e.status === 'offered' ? timestampLabel(e.offerExpiresAt) : ''}</td>
              <td className="mono">{e.bookingReference ?? ''}</td>
              <td className="row-actions">
                {(e.status === 'waiting' || e.status === 'expired') && (
                  <button
                    type="button"
                    className="button button-small"
                    disabled={busy}
                    aria-label={`Offer the free seats to ${e.name}`}
                    onClick={() => void run(`Offered to ${e.name}`, () => app.api.offerWaitlistEntry(e._id))}
                  >
                    {e.status === 'expired' ? 'Offer again' : 'Offer now'}
                  </button>
                )}
                {e.status === 'waiting' && e.position > 1 && (
                  <button
                    type="button"
                    className="button button-small"
                    disabled={busy}
                    aria-label={`Move ${e.name} up`}
                    onClick={() =>
                      void run(`Moved ${e.name} up`, () => app.api.moveWaitlistEntry(e._id, e.position - 1))
                    }
                  >
                    Move up
                  </button>
                )}
                {(e.status === 'waiting' || e.status === 'offered') && (
                  <button
                    type="button"
                    className="button button-small"
                    disabled={busy}
                    aria-label={`Remove ${e.name}`}
                    onClick={() => void run(`Removed ${e.name}`, () => app.api.removeWaitlistEntry(e._id))}
                  >
                    Remove
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
