import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isFewLeft } from '@tours/core/domain';
import type { TimeSlotAvailability } from '@tours/core/schemas';

type Slot = TimeSlotAvailability['slots'][number];

const STATUS_TEXT: Record<Slot['status'], MessageDescriptor> = {
  available: msg`Available`,
  blocked: msg`Unavailable`,
  soldOut: msg`Sold out`,
  past: msg`Already started`,
};

function statusOf(i18n: I18n, slot: Slot): { text: string; tone: string } {
  if (slot.status === 'available' && isFewLeft(slot)) {
    const remaining = slot.remaining ?? 0;
    return { text: i18n._(msg`Only ${remaining} left`), tone: 'few' };
  }
  return { text: i18n._(STATUS_TEXT[slot.status]), tone: slot.status };
}

/** The slots of one date as a radio group; only available slots can be chosen. */
export function TimeSlotPicker({
  slots,
  selected,
  onSelect,
}: {
  slots: Slot[];
  selected: string;
  onSelect: (slot: string) => void;
}) {
  const { i18n } = useLingui();
  if (slots.length === 0)
    return (
      <p className="muted">
        <Trans>This ticket has no time slots on this date.</Trans>
      </p>
    );
  return (
    <fieldset className="slot-grid">
      <legend className="visually-hidden">
        <Trans>Time slot</Trans>
      </legend>
      {slots.map((slot) => {
        const { text, tone } = statusOf(i18n, slot);
        const disabled = slot.status !== 'available';
        return (
          <label key={slot.timeSlot} className={`slot slot-${tone}`} data-status={slot.status}>
            <input
              type="radio"
              name="time-slot"
              value={slot.timeSlot}
              checked={selected === slot.timeSlot}
              disabled={disabled}
              onChange={() => onSelect(slot.timeSlot)}
              aria-describedby={`slot-${slot.timeSlot.replace(':', '')}-status`}
            />
            <span className="slot-time">{slot.timeSlot}</span>
            <span className="slot-status" id={`slot-${slot.timeSlot.replace(':', '')}-status`}>
              {text}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
