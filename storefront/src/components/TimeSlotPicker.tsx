import { isFewLeft } from '@tours/core/domain';
import type { TimeSlotAvailability } from '@tours/core/schemas';

type Slot = TimeSlotAvailability['slots'][number];

const STATUS_TEXT: Record<Slot['status'], string> = {
  available: 'Available',
  blocked: 'Unavailable',
  soldOut: 'Sold out',
  past: 'Already started',
};

function statusOf(slot: Slot): { text: string; tone: string } {
  if (slot.status === 'available' && isFewLeft(slot))
    return { text: `Only ${slot.remaining} left`, tone: 'few' };
  return { text: STATUS_TEXT[slot.status], tone: slot.status };
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
  if (slots.length === 0) return <p className="muted">This ticket has no time slots on this date.</p>;
  return (
    <fieldset className="slot-grid">
      <legend className="visually-hidden">Time slot</legend>
      {slots.map((slot) => {
        const { text, tone } = statusOf(slot);
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
