import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { Ticket } from '@tours/core/schemas';
import type { TicketChoice } from '../lib/use-ticket-choice';
import { ServicePicker } from './ServicePicker';
import { EmptyState, ErrorState, Spinner } from './States';

/** The service and ticket selects of a toolbar, driven by useTicketChoice. */
export const TicketChoiceFields = observer(function TicketChoiceFields({
  choice,
  ticketFieldId,
}: {
  choice: TicketChoice;
  ticketFieldId: string;
}) {
  const { services, service, chooseService, tickets, ticketId, setTicketId } = choice;
  return (
    <>
      <ServicePicker services={services.data} value={service} onChange={chooseService} />
      <div className="toolbar-field">
        <label htmlFor={ticketFieldId}>Ticket</label>
        <select
          id={ticketFieldId}
          value={ticketId}
          onChange={(e) => setTicketId(e.target.value)}
          disabled={!tickets.data?.length}
        >
          {(tickets.data ?? []).map((t) => (
            <option key={t._id} value={t._id}>
              {t.title}
            </option>
          ))}
        </select>
      </div>
    </>
  );
});

/**
 * What a screen driven by useTicketChoice shows below its toolbar: the load error, the spinner, an
 * empty state when the service has no ticket, or the screen's body for the chosen ticket.
 */
export const TicketChoiceState = observer(function TicketChoiceState({
  choice,
  emptyTitle,
  emptyText,
  children,
}: {
  choice: TicketChoice;
  emptyTitle: string;
  emptyText: string;
  children: (ticket: Ticket) => ReactNode;
}) {
  const { services, tickets, ticket } = choice;
  if (services.error || tickets.error) {
    return (
      <ErrorState
        error={services.error ?? tickets.error}
        onRetry={() => void tickets.reload({ force: true })}
      />
    );
  }
  if (!tickets.data) return <Spinner label="Loading tickets" />;
  if (!ticket) return <EmptyState title={emptyTitle}>{emptyText}</EmptyState>;
  return children(ticket);
});
