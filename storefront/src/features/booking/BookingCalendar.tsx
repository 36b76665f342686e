import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import {
  addDays,
  BOOKING_HORIZON_DAYS,
  dateStatus,
  fromPickerDate,
  toPickerDate,
  type CalendarDate,
} from '@tours/core/domain';

interface BookingCalendarProps {
  today: CalendarDate;
  selected: CalendarDate;
  blockedDates: readonly string[];
  attractionClosed: readonly string[];
  onSelect: (date: CalendarDate) => void;
}

/**
 * A month calendar in Dubai dates: past dates, blocked dates and the attraction's closed weekdays
 * cannot be chosen. Weekends carry a mark because their prices differ.
 */
export function BookingCalendar({
  today,
  selected,
  blockedDates,
  attractionClosed,
  onSelect,
}: BookingCalendarProps) {
  const blocked = new Set(blockedDates);
  const isUnavailable = (day: Date) =>
    dateStatus({ date: fromPickerDate(day), today, blockedDates: blocked, attractionClosed }) !== 'available';
  const isBlocked = (day: Date) => blocked.has(fromPickerDate(day));
  const isClosed = (day: Date) =>
    attractionClosed.includes(day.toLocaleDateString('en-US', { weekday: 'long' }));

  return (
    <DayPicker
      mode="single"
      required
      weekStartsOn={1}
      today={toPickerDate(today)}
      selected={selected ? toPickerDate(selected) : undefined}
      defaultMonth={toPickerDate(selected || today)}
      startMonth={toPickerDate(today)}
      endMonth={toPickerDate(addDays(today, BOOKING_HORIZON_DAYS))}
      disabled={isUnavailable}
      modifiers={{ weekend: { dayOfWeek: [0, 6] }, blocked: isBlocked, closed: isClosed }}
      modifiersClassNames={{ weekend: 'day-weekend', blocked: 'day-blocked', closed: 'day-closed' }}
      onSelect={(day) => day && onSelect(fromPickerDate(day))}
      footer={
        selected ? (
          <p className="calendar-footer">
            Selected:{' '}
            <strong>{toPickerDate(selected).toLocaleDateString('en-GB', { dateStyle: 'full' })}</strong>
          </p>
        ) : (
          <p className="calendar-footer">Pick a date. Greyed-out dates are unavailable.</p>
        )
      }
    />
  );
}
