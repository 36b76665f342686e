import { observer } from 'mobx-react-lite';
import {
  DEFAULT_RESELLER_HELD_SEATS,
  ResellerInputSchema,
  type ResellerInput,
  type ResellerWithKey,
} from '@tours/core/schemas';
import { EditorDialog, useEditorForm } from '../../components/EditorDialog';
import { Field } from '../../components/Field';
import { useApp } from '../../lib/app-context';
import { errorsFromDetails } from '../../lib/form-errors';
import { Spinner } from '../../components/States';
import { useSellableTickets, type SellableTicket } from './use-sellable-tickets';

interface ResellerForm {
  name: string;
  commissionPercent: string;
  ticketIds: string[];
  maxHeldSeats: string;
  testOnly: boolean;
}

const EMPTY: ResellerForm = {
  name: '',
  commissionPercent: '',
  ticketIds: [],
  maxHeldSeats: String(DEFAULT_RESELLER_HELD_SEATS),
  testOnly: false,
};

/** A typed whole number, or the text itself so that the schema names what is wrong with it. */
const whole = (text: string): number | string => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : text);

function toInput(form: ResellerForm): ResellerInput {
  return {
    name: form.name,
    commissionPercent: whole(form.commissionPercent) as number,
    ticketIds: form.ticketIds,
    maxHeldSeats: whole(form.maxHeldSeats) as number,
    testOnly: form.testOnly,
  };
}

/** The tickets as checkboxes, grouped by service. */
function TicketChoices({
  tickets,
  chosen,
  onChange,
  error,
}: {
  tickets: readonly SellableTicket[];
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
  error: string | undefined;
}) {
  const services = [...new Set(tickets.map((t) => t.serviceName))];
  const toggle = (id: string, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((c) => c !== id));
  return (
    <fieldset className="form-section span-2 ticket-choices">
      <legend>Tickets it may sell</legend>
      {services.map((service) => (
        <div key={service}>
          <p className="muted ticket-choices-service">{service}</p>
          {tickets
            .filter((t) => t.serviceName === service)
            .map((t) => (
              <label key={t.id} className="check">
                <input
                  type="checkbox"
                  checked={chosen.includes(t.id)}
                  onChange={(e) => toggle(t.id, e.target.checked)}
                />
                {t.title}
              </label>
            ))}
        </div>
      ))}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Creates a reseller connection; its key is answered once and shown by the screen. */
export const ResellerEditor = observer(function ResellerEditor({
  onCreated,
  onClose,
}: {
  onCreated: (reseller: ResellerWithKey) => void;
  onClose: () => void;
}) {
  const app = useApp();
  const tickets = useSellableTickets();
  const { form, set, errors, saving, submit } = useEditorForm(() => EMPTY, {
    check: (f) => errorsFromDetails(ResellerInputSchema.safeParse(toInput(f)).error?.issues),
    save: async (f) => {
      const created = await app.api.createReseller(toInput(f));
      onCreated(created);
      return `Reseller ${created.name} created`;
    },
    failure: 'Could not create the reseller',
    onSaved: onClose,
  });
  return (
    <EditorDialog
      title="New reseller"
      saveLabel="Create and show key"
      saving={saving}
      onSubmit={submit}
      onClose={onClose}
      size="lg"
    >
      <Field label="Name" error={errors['name']} hint="as staff know it, e.g. Klook">
        {(p) => <input {...p} value={form.name} onChange={(e) => set('name', e.target.value)} autoFocus />}
      </Field>
      <Field
        label="Commission (%)"
        error={errors['commissionPercent']}
        hint="its share of each ticket's price; you are owed the rest (the net price)"
      >
        {(p) => (
          <input
            {...p}
            inputMode="numeric"
            value={form.commissionPercent}
            onChange={(e) => set('commissionPercent', e.target.value)}
          />
        )}
      </Field>
      <Field
        label="Seats it may hold unconfirmed"
        error={errors['maxHeldSeats']}
        hint="reservations not confirmed yet, at once"
      >
        {(p) => (
          <input
            {...p}
            inputMode="numeric"
            value={form.maxHeldSeats}
            onChange={(e) => set('maxHeldSeats', e.target.value)}
          />
        )}
      </Field>
      <div className="field">
        <label className="check">
          <input
            type="checkbox"
            checked={form.testOnly}
            onChange={(e) => set('testOnly', e.target.checked)}
          />
          Test connection (its bookings stay out of reports)
        </label>
      </div>
      {tickets.data ? (
        <TicketChoices
          tickets={tickets.data}
          chosen={form.ticketIds}
          onChange={(ids) => set('ticketIds', ids)}
          error={errors['ticketIds']}
        />
      ) : (
        <Spinner label="Loading tickets" />
      )}
    </EditorDialog>
  );
});
