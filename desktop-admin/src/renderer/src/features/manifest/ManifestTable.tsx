import type { Manifest, ManifestEntryBody, ManifestGroupBody, ManifestTotalsBody } from '@tours/core/schemas';
import { TableHead } from '../../components/TableHead';
import { dateLabel } from '../../lib/format';

const CHECK_IN: Record<ManifestEntryBody['checkIn'], { label: string; badge: string }> = {
  waiting: { label: 'Not yet', badge: 'badge badge-muted' },
  partial: { label: 'Partly', badge: 'badge badge-warn' },
  arrived: { label: 'Checked in', badge: 'badge badge-success' },
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function totalsText(t: ManifestTotalsBody): string {
  const who = [plural(t.adults, 'adult'), ...(t.children ? [plural(t.children, 'child', 'children')] : [])];
  return `${plural(t.bookings, 'booking')} · ${plural(t.participants, 'guest')} (${who.join(', ')}) · ${t.checkedIn} checked in`;
}

/** "Pickup 14:45 · Atlantis The Palm", with the day when the pickup is the evening before. */
function groupTitle(g: ManifestGroupBody, day: string): string {
  const when = g.time ? `${g.date === day ? '' : `${dateLabel(g.date)}, `}${g.time}` : '';
  if (g.kind === 'pickup') return `Pickup ${when ? `${when} · ` : ''}${g.place ?? ''}`;
  if (!g.place) return when ? `Meets at the start, ${when}` : 'Meets at the start';
  return `Meeting point ${when ? `${when} · ` : ''}${g.place}`;
}

function EntryRow({ entry, allTickets }: { entry: ManifestEntryBody; allTickets: boolean }) {
  const state = CHECK_IN[entry.checkIn];
  return (
    <tr>
      <th scope="row" className="manifest-guest">
        <span className="manifest-name">{entry.name}</span>
        <span className="muted small">
          {entry.bookingId}
          {allTickets && ` · ${entry.ticketTitle}`}
        </span>
      </th>
      <td className="num" data-label="Guests">
        {entry.participants}
        {entry.childCount > 0 && (
          <span className="muted small">
            {' '}
            ({entry.adultCount} + {entry.childCount})
          </span>
        )}
      </td>
      <td data-label="Phone">
        <a href={`tel:${entry.phone.replace(/[^+\d]/g, '')}`}>{entry.phone}</a>
      </td>
      <td data-label="Answers">
        {entry.answers.length === 0 ? (
          <span className="muted">—</span>
        ) : (
          <ul className="plain-list manifest-answers">
            {entry.answers.map((a, i) => (
              <li key={i}>
                {a.participant !== null && <span className="muted">Guest {a.participant} · </span>}
                {a.label}: <strong>{a.text}</strong>
              </li>
            ))}
          </ul>
        )}
      </td>
      <td data-label="Check-in">
        <span className={state.badge}>
          {entry.checkIn === 'partial' ? `${entry.admitted} of ${entry.participants} in` : state.label}
        </span>
      </td>
    </tr>
  );
}

function GroupTable({
  group,
  day,
  allTickets,
}: {
  group: ManifestGroupBody;
  day: string;
  allTickets: boolean;
}) {
  const where = group.kind === 'pickup' ? [group.area, group.address].filter(Boolean).join(' · ') : '';
  return (
    <section className="panel manifest-group" aria-label={groupTitle(group, day)}>
      <table className="table">
        <caption className="manifest-caption">
          <span className="manifest-group-title">{groupTitle(group, day)}</span>
          {where && <span className="muted small">{where}</span>}
          <span className="small">{totalsText(group.totals)}</span>
        </caption>
        <TableHead
          actions={false}
          columns={['Guest', { label: 'Guests', className: 'num' }, 'Phone', 'Answers', 'Check-in']}
        />
        <tbody>
          {group.entries.map((entry) => (
            <EntryRow key={entry._id} entry={entry} allTickets={allTickets} />
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The run sheet: one table per pickup point and time (or meeting point), in the order they are driven. */
export function ManifestTable({ manifest }: { manifest: Manifest }) {
  return (
    <div className="manifest-groups">
      {manifest.groups.map((group) => (
        <GroupTable key={group.key} group={group} day={manifest.date} allTickets={!manifest.ticketId} />
      ))}
    </div>
  );
}
