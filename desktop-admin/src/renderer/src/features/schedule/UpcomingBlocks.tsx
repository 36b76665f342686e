import type { BlockedDatesQuery } from '@tours/core/api';
import type { UpcomingBlock } from '@tours/core/schemas';
import type { Query } from '@tours/core/stores';
import { ErrorState, Spinner } from '../../components/States';
import { dateLabel, timestampLabel } from '../../lib/format';

/** Who closed it and when, for the list and the day panel ("by ops@… on 02 Dec 2026, 09:14"). */
export function blockedByLine(block: UpcomingBlock): string {
  return `Blocked${block.blockedBy ? ` by ${block.blockedBy}` : ''} on ${timestampLabel(block.blockedAt)}`;
}

/**
 * The ticket's blocks from today on, whole dates and single slots alike, each with its reason, who
 * made it and an Unblock button; picking one shows its date.
 */
export function UpcomingBlocks({
  blocks,
  busy,
  onPick,
  onUnblock,
}: {
  blocks: Query<BlockedDatesQuery, UpcomingBlock[]>;
  busy: boolean;
  onPick: (date: string) => void;
  onUnblock: (block: UpcomingBlock) => void;
}) {
  return (
    <section className="panel panel-pad" aria-labelledby="upcoming-heading">
      <h2 id="upcoming-heading" className="panel-title">
        Upcoming blocked dates and slots
      </h2>
      {blocks.error ? (
        <ErrorState error={blocks.error} onRetry={() => void blocks.reload({ force: true })} />
      ) : !blocks.data ? (
        <Spinner />
      ) : blocks.data.length === 0 ? (
        <p className="muted">No date or slot of this ticket is blocked from today on.</p>
      ) : (
        <ul className="plain-list" aria-label="Upcoming blocks">
          {blocks.data.map((b) => {
            const name = `${dateLabel(b.date)}${b.timeSlot ? ` at ${b.timeSlot}` : ''}`;
            return (
              <li key={b._id} className="list-row block-row">
                <div className="block-text">
                  <button type="button" className="link-button" onClick={() => onPick(b.date)}>
                    {dateLabel(b.date)}
                  </button>{' '}
                  <span className={b.timeSlot ? 'tag' : 'tag tag-strong'}>
                    {b.timeSlot ? `${b.timeSlot} slot` : 'whole day'}
                  </span>
                  <p className="block-reason">{b.reason ?? <span className="muted">No reason given</span>}</p>
                  <p className="muted block-meta">{blockedByLine(b)}</p>
                </div>
                <button
                  type="button"
                  className="button button-small"
                  disabled={busy}
                  aria-label={`Unblock ${name}`}
                  onClick={() => onUnblock(b)}
                >
                  Unblock
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
