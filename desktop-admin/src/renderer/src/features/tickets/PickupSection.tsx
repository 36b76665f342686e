import { PICKUP_MODES, type PickupMode } from '@tours/core/domain';
import type { FieldErrors } from '../../lib/form-errors';
import { MeetingPointFields } from './MeetingPointFields';
import { PickupPointPicker } from './PickupPointPicker';
import type { PickupForm } from './pickup-form';
import './pickups.css';

const MODE_WORDS: Record<PickupMode, { label: string; hint: string }> = {
  none: { label: 'No pickup', hint: 'guests come to the meeting point' },
  optional: { label: 'Pickup optional', hint: 'guests choose a hotel or meet you there' },
  required: { label: 'Pickup required', hint: 'every guest chooses a hotel' },
};

/**
 * Whether the ticket collects its guests, from which of the shared pickup points, and where guests
 * who are not collected meet (not asked when every guest is collected).
 */
export function PickupSection({
  form,
  errors,
  onChange,
}: {
  form: PickupForm;
  errors: FieldErrors;
  onChange: (patch: Partial<PickupForm>) => void;
}) {
  return (
    <fieldset className="form-section">
      <legend>Pickup &amp; meeting point</legend>
      <div role="radiogroup" aria-label="Hotel pickup" className="pickup-modes">
        {PICKUP_MODES.map((mode) => (
          <label key={mode} className="check check-pill">
            <input
              type="radio"
              name="pickup-mode"
              value={mode}
              checked={form.pickupMode === mode}
              onChange={() => onChange({ pickupMode: mode })}
            />
            <span>
              {MODE_WORDS[mode].label} <span className="muted">({MODE_WORDS[mode].hint})</span>
            </span>
          </label>
        ))}
      </div>
      <div className="grid grid-2">
        {form.pickupMode !== 'none' && (
          <PickupPointPicker
            chosen={form.pickupPointIds}
            error={errors['pickupPointIds']}
            onChange={(pickupPointIds) => onChange({ pickupPointIds })}
          />
        )}
        {form.pickupMode !== 'required' && (
          <MeetingPointFields form={form} errors={errors} onChange={onChange} />
        )}
      </div>
    </fieldset>
  );
}
