import { useState } from 'react';
import { isTimeOfDay } from '@tours/core/domain';
import { Field } from '../../components/Field';

/**
 * The ticket editor's time slots and capacity: whether visitors pick a slot, the slots themselves
 * (typed as HH:mm, kept sorted and unique) and the seats per slot.
 */
export function TimeSlotsSection({
  isTimeSlot,
  timeSlots,
  capacity,
  errors,
  onChange,
  onDraft,
}: {
  isTimeSlot: boolean;
  timeSlots: string[];
  capacity: string;
  errors: (key: string) => string | undefined;
  onChange: (patch: { isTimeSlot?: boolean; timeSlots?: string[]; capacityPerSlot?: string }) => void;
  /** Whether a slot is typed but not added yet: an unsaved change the editor asks about. */
  onDraft: (typed: boolean) => void;
}) {
  const [newSlot, setNewSlotText] = useState('');
  const setNewSlot = (text: string) => {
    setNewSlotText(text);
    onDraft(text.trim() !== '');
  };
  const [slotError, setSlotError] = useState<string>();

  const addSlot = () => {
    const slot = newSlot.trim();
    if (!isTimeOfDay(slot)) return setSlotError('Enter a time as HH:mm, e.g. 09:30.');
    if (timeSlots.includes(slot)) return setSlotError('That slot is already in the list.');
    setSlotError(undefined);
    onChange({ timeSlots: [...timeSlots, slot].sort() });
    setNewSlot('');
  };

  return (
    <fieldset className="form-section">
      <legend>Time slots and capacity</legend>
      <label className="check">
        <input
          type="checkbox"
          checked={isTimeSlot}
          onChange={(e) => onChange({ isTimeSlot: e.target.checked })}
        />
        Visitors choose a time slot
      </label>
      <div className="chips" aria-label="Time slots">
        {timeSlots.length === 0 && <span className="muted">No time slots</span>}
        {timeSlots.map((slot) => (
          <span key={slot} className="chip">
            {slot}
            <button
              type="button"
              aria-label={`Remove slot ${slot}`}
              onClick={() => onChange({ timeSlots: timeSlots.filter((s) => s !== slot) })}
            >
              ×
            </button>
          </span>
        ))}
      </div>
      {errors('timeSlots') && <p className="field-error">{errors('timeSlots')}</p>}
      <div className="inline-add">
        <Field label="Add a slot (HH:mm)" error={slotError}>
          {(p) => (
            <input
              {...p}
              value={newSlot}
              placeholder="09:30"
              onChange={(e) => {
                setNewSlot(e.target.value);
                setSlotError(undefined);
              }}
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
        error={errors('capacityPerSlot')}
        hint="people per slot; leave empty for unlimited"
      >
        {(p) => (
          <input
            {...p}
            inputMode="numeric"
            value={capacity}
            onChange={(e) => onChange({ capacityPerSlot: e.target.value })}
          />
        )}
      </Field>
    </fieldset>
  );
}
