import { observer } from 'mobx-react-lite';
import { useMemo, useState, type FormEvent } from 'react';
import { isApiError } from '@tours/core/api';
import { DEFAULT_CURRENCY, WEEKDAYS, type Weekday } from '@tours/core/domain';
import type { Ticket } from '@tours/core/schemas';
import { useApp } from '../../lib/app-context';
import { useQuery } from '../../lib/use-query';
import { ErrorState, Spinner } from '../../components/States';
import { ConfirmFooter } from '../../components/ConfirmFooter';
import { Dialog } from '../../components/Dialog';
import { Field } from '../../components/Field';
import { errorsFromDetails, type FieldErrors } from '../../lib/form-errors';
import type { ServiceOption } from '../../lib/services';
import { notify } from '../../lib/toast';
import { emptyTicketForm, formToInput, ticketToForm, type TicketForm } from './ticket-form';
import { PricingSection } from './PricingSection';
import { CancellationPolicySection } from './CancellationPolicySection';
import { PairsSection } from './PairsSection';
import { TicketImagesSection } from './TicketImagesSection';
import { TimeSlotsSection } from './TimeSlotsSection';
import { TicketWordsSection } from './TicketWordsSection';
import { PickupSection } from './PickupSection';
import { QuestionsSection } from './QuestionsSection';

interface Props {
  ticket: Ticket | null;
  defaultService: string;
  services: ServiceOption[];
  onClose: () => void;
  onSaved: (ticket: Ticket) => void;
}

const TICKET_TAGS = ['Ticket'] as const;

const TICKET_TYPES = ['general-admission', 'skip-the-line', 'combo', 'vip', 'tour', 'transfer'];

/**
 * The editor's state: the form as first shown and as typed, and its field errors. Once a save was
 * tried, the errors follow the form as it is typed (a fixed field loses its message at once); the
 * server's own 400 messages stay until the next change.
 */
function useTicketForm(ticket: Ticket | null, defaultService: string) {
  const [initial] = useState<TicketForm>(() =>
    ticket ? ticketToForm(ticket) : emptyTicketForm(defaultService),
  );
  const [form, setForm] = useState(initial);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [slotDraft, setSlotDraft] = useState(false);
  const checked = useMemo(() => formToInput(form), [form]);
  const errors: FieldErrors = tried ? { ...serverErrors, ...checked.errors } : serverErrors;
  const patch = (change: Partial<TicketForm>) => {
    setForm((f) => ({ ...f, ...change }));
    setServerErrors({});
  };
  const dirty = slotDraft || JSON.stringify(form) !== JSON.stringify(initial);
  return { form, patch, errors, checked, dirty, setTried, setServerErrors, setSlotDraft };
}

/**
 * The ticket editor. The tickets list has each ticket as visitors read it, without its other
 * languages: an existing ticket is read again as staff edit it (with its translations) first, so
 * saving never drops words the list did not carry.
 */
export const TicketEditor = observer(function TicketEditor(props: Props) {
  const app = useApp();
  const { ticket } = props;
  const id = ticket && !ticket.translations ? ticket._id : null;
  const full = useQuery((ticketId: string, o) => app.api.getAdminTicket(ticketId, o), id, TICKET_TAGS);
  if (id === null) return <TicketEditorForm {...props} />;
  if (full.data && full.data._id === id) return <TicketEditorForm {...props} ticket={full.data} />;
  return (
    <Dialog open title={`Edit ticket: ${ticket!.title}`} onClose={props.onClose} size="sm">
      {full.error ? (
        <ErrorState error={full.error} onRetry={() => void full.reload({ force: true })} />
      ) : (
        <Spinner label="Loading the ticket" />
      )}
    </Dialog>
  );
});

function TicketEditorForm({ ticket, defaultService, services, onClose, onSaved }: Props) {
  const state = useTicketForm(ticket, defaultService);
  const { form, patch, errors } = state;
  const { saving, submit } = useSaveTicket(ticket, state, onSaved);
  const [discarding, setDiscarding] = useState(false);
  const err = (key: string) => errors[key];

  // Closing (Cancel, ×, Escape) with changes asks first: a slip of a key must not lose the work.
  const close = () => (state.dirty ? setDiscarding(true) : onClose());
  const serviceOptions = withService(services, form.service);

  return (
    <Dialog
      open
      title={ticket ? `Edit ticket: ${ticket.title}` : 'New ticket'}
      onClose={close}
      size="xl"
      footer={
        <>
          <span className="muted footer-note">Prices in RM; stored in sen. Ctrl+Enter saves.</span>
          <button type="button" className="button" onClick={close}>
            Cancel
          </button>
          <button type="submit" form="ticket-form" className="button button-primary" disabled={saving}>
            {saving ? 'Saving…' : ticket ? 'Save changes' : 'Create ticket'}
          </button>
        </>
      }
    >
      <form
        id="ticket-form"
        className="ticket-editor"
        onSubmit={submit}
        noValidate
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit(e);
        }}
      >
        <BasicsSection form={form} errors={errors} services={serviceOptions} onChange={patch} />
        <PricingSection pricing={form.pricing} errors={err} onChange={(pricing) => patch({ pricing })} />
        <CancellationPolicySection
          policy={form.cancellationPolicy}
          errors={err}
          onChange={(cancellationPolicy) => patch({ cancellationPolicy })}
        />
        <div className="grid grid-2">
          <TimeSlotsSection
            isTimeSlot={form.isTimeSlot}
            timeSlots={form.timeSlots}
            capacity={form.capacityPerSlot}
            errors={err}
            onChange={patch}
            onDraft={state.setSlotDraft}
          />
          <PairsSection
            adultQrCount={form.adultQrCount}
            childQrCount={form.childQrCount}
            adultPairs={form.isAdultByOneGetOneActive}
            childPairs={form.isChildByOneGetOneActive}
            errors={err}
            onChange={patch}
          />
        </div>
        <div className="grid grid-2">
          <ClosedDaysSection
            closed={form.attractionClosed}
            error={err('attractionClosed')}
            onChange={(attractionClosed) => patch({ attractionClosed })}
          />
          <TicketImagesSection
            value={form.ticketImages}
            error={Object.entries(errors).find(([k]) => k.startsWith('ticketImages'))?.[1]}
            onChange={(ticketImages) => patch({ ticketImages })}
          />
        </div>
        <PickupSection form={form} errors={errors} onChange={patch} />
        <QuestionsSection
          questions={form.questions}
          errors={errors}
          onChange={(questions) => patch({ questions })}
        />
      </form>
      {discarding && (
        <DiscardChangesDialog
          title={ticket?.title ?? null}
          onKeep={() => setDiscarding(false)}
          onDiscard={onClose}
        />
      )}
    </Dialog>
  );
}

/**
 * Saving: with fields in error, says how many and moves the focus to the first; else creates or
 * updates the ticket, and a 400's field messages show beside their fields.
 */
function useSaveTicket(
  ticket: Ticket | null,
  state: ReturnType<typeof useTicketForm>,
  onSaved: Props['onSaved'],
) {
  const app = useApp();
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    state.setTried(true);
    const { input, errors: found } = state.checked;
    if (!input) {
      const n = Object.keys(found).length;
      notify.info(`Please fix ${n} field${n === 1 ? '' : 's'} marked in red`);
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('.ticket-editor [aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setSaving(true);
    try {
      const saved = ticket
        ? await app.api.updateTicket(ticket._id, input)
        : await app.api.createTicket(input);
      notify.success(ticket ? `Saved “${saved.title}”` : `Created “${saved.title}”`);
      onSaved(saved);
    } catch (error) {
      if (isApiError(error) && error.status === 400) state.setServerErrors(errorsFromDetails(error.details));
      if (!(isApiError(error) && error.status === 401)) notify.error(error, 'Could not save the ticket');
    } finally {
      setSaving(false);
    }
  };
  return { saving, submit };
}

/** The services to choose from, with the ticket's own when the list does not have it (yet). */
function withService(services: Props['services'], service: string): Props['services'] {
  return services.some((s) => s.service === service) || !service
    ? services
    : [...services, { service, name: service, ticketCount: 0 }];
}

/** "Discard your changes?": asked when an editor with unsaved changes is closed. */
function DiscardChangesDialog({
  title,
  onKeep,
  onDiscard,
}: {
  /** The ticket's title, or null for a new ticket. */
  title: string | null;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  return (
    <Dialog
      open
      title="Discard your changes?"
      size="sm"
      onClose={onKeep}
      footer={
        <ConfirmFooter
          keepLabel="Keep editing"
          onKeep={onKeep}
          confirmLabel="Discard changes"
          onConfirm={onDiscard}
          disabled={false}
        />
      }
    >
      <p>
        {title ? `Your changes to “${title}”` : 'The new ticket'} will be lost: nothing has been saved yet.
      </p>
    </Dialog>
  );
}

/** Service, type, currency, party size, and the ticket's words in each language. */
function BasicsSection({
  form,
  errors,
  services,
  onChange,
}: {
  form: TicketForm;
  errors: FieldErrors;
  services: ServiceOption[];
  onChange: (patch: Partial<TicketForm>) => void;
}) {
  const err = (key: string) => errors[key];
  return (
    <fieldset className="form-section">
      <legend>Basics</legend>
      <div className="grid grid-3">
        <Field label="Service" error={err('service')}>
          {(p) => (
            <select {...p} value={form.service} onChange={(e) => onChange({ service: e.target.value })}>
              <option value="">Choose…</option>
              {services.map((s) => (
                <option key={s.service} value={s.service}>
                  {s.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Ticket type" error={err('ticketType')} hint="lower-case words joined by hyphens">
          {(p) => (
            <>
              <input
                {...p}
                list="ticket-types"
                value={form.ticketType}
                onChange={(e) => onChange({ ticketType: e.target.value })}
              />
              <datalist id="ticket-types">
                {TICKET_TYPES.map((t) => (
                  <option key={t} value={t} />
                ))}
              </datalist>
            </>
          )}
        </Field>
        <Field label="Currency" error={err('currency')}>
          {(p) => (
            <select {...p} value={form.currency} onChange={(e) => onChange({ currency: e.target.value })}>
              <option value={DEFAULT_CURRENCY}>MYR (RM)</option>
            </select>
          )}
        </Field>
        <Field label="Max. people per booking" error={err('maxPerBooking')}>
          {(p) => (
            <input
              {...p}
              inputMode="numeric"
              value={form.maxPerBooking}
              onChange={(e) => onChange({ maxPerBooking: e.target.value })}
            />
          )}
        </Field>
      </div>
      <TicketWordsSection form={form} errors={errors} onChange={onChange} />
    </fieldset>
  );
}

/** The weekdays the attraction never opens. */
function ClosedDaysSection({
  closed,
  error,
  onChange,
}: {
  closed: Weekday[];
  error: string | undefined;
  onChange: (closed: Weekday[]) => void;
}) {
  return (
    <fieldset className="form-section">
      <legend>Closed weekdays</legend>
      <div className="weekday-toggles">
        {WEEKDAYS.map((day) => (
          <label key={day} className="check check-pill">
            <input
              type="checkbox"
              checked={closed.includes(day)}
              onChange={() =>
                onChange(closed.includes(day) ? closed.filter((d) => d !== day) : [...closed, day])
              }
            />
            {day.slice(0, 3)}
          </label>
        ))}
      </div>
      {error && <p className="field-error">{error}</p>}
    </fieldset>
  );
}
