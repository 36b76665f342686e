import { observer } from 'mobx-react-lite';
import type { TicketChoice } from '../lib/use-ticket-choice';
import { ServicePicker } from './ServicePicker';

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
