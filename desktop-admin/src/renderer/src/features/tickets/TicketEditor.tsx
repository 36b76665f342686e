import { useState, type FormEvent } from 'react';
import { isApiError } from '@tours/core/api';
import { DEFAULT_CURRENCY, isTimeOfDay, WEEKDAYS, type Weekday } from '@tours/core/domain';
import type { Ticket } from '@tours/core/schemas';
import { useApp } from '../../lib/app-context';
import { Dialog } from '../../components/Dialog';
import { Field } from '../../components/Field';
import { errorsFromDetails, type FieldErrors } from '../../lib/form-errors';
import type { ServiceOption } from '../../lib/services';
import { notify } from '../../lib/toast';
import { emptyTicketForm, formToInput, ticketToForm, type TicketForm } from './ticket-form';
import { PricingSection } from './PricingSection';
import { CancellationPolicySection } from './CancellationPolicySection';

interface Props {
  ticket: Ticket | null;
  defaultService: string;
  services: ServiceOption[];
  onClose: () => void;
  onSaved: (ticket: Ticket) => void;
}

const TICKET_TYPES = ['general-admission', 'skip-the-line', 'combo', 'vip', 'tour', 'transfer'];

export function TicketEditor({ ticket, defaultService, services, onClose, onSaved }: Props) {
  const app = useApp();
  const [form, setForm] = useState<TicketForm>(() =>
    ticket ? ticketToForm(ticket) : emptyTicketForm(defaultService),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [newSlot, setNewSlot] = useState('');
  const set = <K extends keyof TicketForm>(key: K, value: TicketForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const addSlot = () => {
    const slot = newSlot.trim();
    if (!isTimeOfDay(slot)) {
      setErrors((e) => ({ ...e, newSlot: 'enter a time as HH:mm, e.g. 09:30' }));
      return;
    }
    if (form.timeSlots.includes(slot)) {
      setErrors((e) => ({ ...e, newSlot: 'that slot is already in the list' }));
      return;
    }
    setErrors(({ newSlot: _drop, ...rest }) => rest);
    set('timeSlots', [...form.timeSlots, slot].sort());
    setNewSlot('');
  };

  const toggleClosed = (day: Weekday) =>
    set(
      'attractionClosed',
      form.attractionClosed.includes(day)
        ? form.attractionClosed.filter((d) => d !== day)
        : [...form.attractionClosed, day],
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { input, errors: found } = formToInput(form);
    setErrors(found);
    if (!input) {
      notify.info(
        `Please fix ${Object.keys(found).length} field${Object.keys(found).length === 1 ? '' : 's'} marked in red`,
      );
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
      if (isApiError(error) && error.status === 400) setErrors(errorsFromDetails(error.details));
      if (!(isApiError(error) && error.status === 401)) notify.error(error, 'Could not save the ticket');
    } finally {
      setSaving(false);
    }
  };

  const err = (key: string) => errors[key];
  const serviceOptions =
    services.some((s) => s.service === form.service) || !form.service
      ? services
      : [...services, { service: form.service, name: form.service, ticketCount: 0 }];

  return (
    <Dialog
      open
      title={ticket ? `Edit ticket: ${ticket.title}` : 'New ticket'}
      onClose={onClose}
      size="xl"
      footer={
        <>
          <span className="muted footer-note">Prices in RM; stored in sen. Ctrl+Enter saves.</span>
          <button type="button" className="button" onClick={onClose}>
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
        <fieldset className="form-section">
          <legend>Basics</legend>
          <div className="grid grid-3">
            <Field label="Service" error={err('service')}>
              {(p) => (
                <select {...p} value={form.service} onChange={(e) => set('service', e.target.value)}>
                  <option value="">Choose…</option>
                  {serviceOptions.map((s) => (
                    <option key={s.service} value={s.service}>
                      {s.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="Title" error={err('title')} className="span-2">
              {(p) => (
                <input
                  {...p}
                  value={form.title}
                  onChange={(e) => set('title', e.target.value)}
                  maxLength={200}
                />
              )}
            </Field>
            <Field label="Ticket type" error={err('ticketType')} hint="lower-case words joined by hyphens">
              {(p) => (
                <>
                  <input
                    {...p}
                    list="ticket-types"
                    value={form.ticketType}
                    onChange={(e) => set('ticketType', e.target.value)}
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
                <select {...p} value={form.currency} onChange={(e) => set('currency', e.target.value)}>
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
                  onChange={(e) => set('maxPerBooking', e.target.value)}
                />
              )}
            </Field>
            <Field label="Description" error={err('description')} className="span-3">
              {(p) => (
                <textarea
                  {...p}
                  rows={3}
                  value={form.description}
                  onChange={(e) => set('description', e.target.value)}
                />
              )}
            </Field>
            <Field label="What is included (one per line)" error={err('included')} className="span-3">
              {(p) => (
                <textarea
                  {...p}
                  rows={2}
                  value={form.included}
                  onChange={(e) => set('included', e.target.value)}
                />
              )}
            </Field>
          </div>
        </fieldset>

        <PricingSection pricing={form.pricing} errors={err} onChange={(pricing) => set('pricing', pricing)} />
        <CancellationPolicySection
          policy={form.cancellationPolicy}
          errors={err}
          onChange={(policy) => set('cancellationPolicy', policy)}
        />

        <div className="grid grid-2">
          <fieldset className="form-section">
            <legend>Time slots and capacity</legend>
            <label className="check">
              <input
                type="checkbox"
                checked={form.isTimeSlot}
                onChange={(e) => set('isTimeSlot', e.target.checked)}
              />
              Visitors choose a time slot
            </label>
            <div className="chips" aria-label="Time slots">
              {form.timeSlots.length === 0 && <span className="muted">No time slots</span>}
              {form.timeSlots.map((slot) => (
                <span key={slot} className="chip">
                  {slot}
                  <button
                    type="button"
                    aria-label={`Remove slot ${slot}`}
                    onClick={() =>
                      set(
                        'timeSlots',
                        form.timeSlots.filter((s) => s !== slot),
                      )
                    }
                  >
                    ×
                  </button>
                </span>
              ))}
            </div>
            {err('timeSlots') && <p className="field-error">{err('timeSlots')}</p>}
            <div className="inline-add">
              <Field label="Add a slot (HH:mm)" error={errors['newSlot']}>
                {(p) => (
                  <input
                    {...p}
                    value={newSlot}
                    placeholder="09:30"
                    onChange={(e) => setNewSlot(e.target.value)}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter' && !e.ctrlKey) {
                        e.preventDefault();
                        addSlot();
                      }
                    }}
                  />
                )}
              </Field>
              <button type="button" className="button button-small" onClick={addSlot}>
                Add slot
              </button>
            </div>
            <Field
              label="Capacity per slot"
              error={err('capacityPerSlot')}
              hint="people per slot; leave empty for unlimited"
            >
              {(p) => (
                <input
                  {...p}
                  inputMode="numeric"
                  value={form.capacityPerSlot}
                  onChange={(e) => set('capacityPerSlot', e.target.value)}
                />
              )}
            </Field>
          </fieldset>

          <fieldset className="form-section">
            <legend>Tickets issued and offers</legend>
            <div className="grid grid-2">
              <Field label="QR codes per adult" error={err('adultQrCount')}>
                {(p) => (
                  <input
                    {...p}
                    inputMode="numeric"
                    value={form.adultQrCount}
                    onChange={(e) => set('adultQrCount', e.target.value)}
                  />
                )}
              </Field>
              <Field label="QR codes per child" error={err('childQrCount')}>
                {(p) => (
                  <input
                    {...p}
                    inputMode="numeric"
                    value={form.childQrCount}
                    onChange={(e) => set('childQrCount', e.target.value)}
                  />
                )}
              </Field>
            </div>
            <label className="check">
              <input
                type="checkbox"
                checked={form.isAdultByOneGetOneActive}
                onChange={(e) => set('isAdultByOneGetOneActive', e.target.checked)}
              />
              Adults sold in pairs (buy one get one: both are charged)
            </label>
            <label className="check">
              <input
                type="checkbox"
                checked={form.isChildByOneGetOneActive}
                onChange={(e) => set('isChildByOneGetOneActive', e.target.checked)}
              />
              Children sold in pairs (buy one get one: both are charged)
            </label>
            <p className="note">
              <strong>How buy one get one works:</strong> visitors book that age group in pairs (the count
              goes up and down by 2) and pay count × unit price. Enter the unit price as the per-person price
              of a pair, i.e. half of what a pair costs.
            </p>
          </fieldset>
        </div>

        <div className="grid grid-2">
          <fieldset className="form-section">
            <legend>Closed weekdays</legend>
            <div className="weekday-toggles">
              {WEEKDAYS.map((day) => (
                <label key={day} className="check check-pill">
                  <input
                    type="checkbox"
                    checked={form.attractionClosed.includes(day)}
                    onChange={() => toggleClosed(day)}
                  />
                  {day.slice(0, 3)}
                </label>
              ))}
            </div>
            {err('attractionClosed') && <p className="field-error">{err('attractionClosed')}</p>}
          </fieldset>
          <fieldset className="form-section">
            <legend>Images</legend>
            <Field
              label="Image URLs (one per line)"
              error={Object.entries(errors).find(([k]) => k.startsWith('ticketImages'))?.[1]}
              hint="https:// addresses or site paths such as /assets/…"
            >
              {(p) => (
                <textarea
                  {...p}
                  rows={3}
                  value={form.ticketImages}
                  onChange={(e) => set('ticketImages', e.target.value)}
                />
              )}
            </Field>
            <div className="thumbs">
              {form.ticketImages
                .split('\n')
                .map((l) => l.trim())
                .filter((l) => /^https:\/\//.test(l))
                .slice(0, 6)
                .map((src) => (
                  <img key={src} src={src} alt="" className="thumb" />
                ))}
            </div>
          </fieldset>
        </div>
      </form>
    </Dialog>
  );
}
