import { createContext, useContext, useMemo, useState } from 'react';
import { DayButton, DayPicker, type DayButtonProps } from 'react-day-picker';
import 'react-day-picker/style.css';
import {
  addDays,
  BOOKING_HORIZON_DAYS,
  formatMoney,
  formatMoneyCompact,
  fromPickerDate,
  toPickerDate,
  type CalendarDate,
  type DayStatus,
} from '@tours/core/domain';
import type { DayAvailability, MonthAvailability } from '@tours/core/schemas';
import { api } from '@/lib/api';
import { useQuery } from '@/lib/use-query';
import { ErrorNotice } from './ErrorNotice';
import './calendar.css';

/** A day's status in words: part of its accessible name, so it is never told by colour alone. */
const STATUS_WORDS: Record<DayStatus, string> = {
  available: 'available',
  fewLeft: 'few seats left',
  soldOut: 'sold out',
  closed: 'closed',
  past: 'past',
};

const BOOKABLE: ReadonlySet<DayStatus> = new Set(['available', 'fewLeft']);

/** The days of one month, one request per month shown (core's cache keeps a month already seen). */
function useMonth(ticketId: string, preference: number, month: string) {
  return useQuery<MonthAvailability>(`month:${ticketId}:${preference}:${month}`, () =>
    api.getMonthAvailability({ ticketId, month, preference }),
  );
}

interface DayInfo {
  days: ReadonlyMap<CalendarDate, DayAvailability>;
  currency: string;
}
const DayInfoContext = createContext<DayInfo>({ days: new Map(), currency: '' });

/** The day's number and, for a day that can be booked, its adult price under it. */
function PricedDayButton({ children, ...props }: DayButtonProps) {
  const { days, currency } = useContext(DayInfoContext);
  const day = days.get(fromPickerDate(props.day.date));
  return (
    <DayButton {...props}>
      <span className="day-number">{children}</span>
      {day && BOOKABLE.has(day.status) && (
        <span className="day-price" aria-hidden="true">
          {formatMoneyCompact(day.adultPrice, currency)}
        </span>
      )}
    </DayButton>
  );
}

interface AvailabilityCalendarProps {
  ticketId: string;
  /** The pricing entry (preference) whose adult price each day shows. */
  preferenceIndex: number;
  today: CalendarDate;
  selected: CalendarDate;
  /** A day picked, with its status as shown (sold out only when soldOutPickable). */
  onSelect: (date: CalendarDate, status: DayStatus) => void;
  /** A date that cannot be chosen whatever its availability (a booking's own date when moving it). */
  excluded?: CalendarDate;
  /** The booking's own date when moving it: marked, and the month first shown. */
  current?: CalendarDate;
  /** Sold-out days can be picked too, to join their waiting list (the page says they are sold out). */
  soldOutPickable?: boolean;
}

/**
 * A month calendar in Dubai dates showing, before a day is picked, whether it is available, has
 * few seats left, is sold out, closed or past, and its adult price (GET /availability/month, one
 * read per month shown). Only available days can be chosen (and sold-out ones where the page offers
 * their waiting list); while a month loads none can.
 */
export function AvailabilityCalendar({
  ticketId,
  preferenceIndex,
  today,
  selected,
  onSelect,
  excluded,
  current,
  soldOutPickable = false,
}: AvailabilityCalendarProps) {
  const [month, setMonth] = useState(() => (selected || current || today).slice(0, 7));
  const answer = useMonth(ticketId, preferenceIndex, month);
  const info = useMemo<DayInfo>(
    () =>
      answer.status === 'success'
        ? { days: new Map(answer.data.days.map((d) => [d.date, d])), currency: answer.data.currency }
        : { days: new Map(), currency: '' },
    [answer.status, answer.data],
  );
  const statusOf = (day: Date) => info.days.get(fromPickerDate(day))?.status;
  const isPickable = (day: Date) => {
    const status = statusOf(day);
    if (status === undefined || fromPickerDate(day) === excluded) return false;
    return BOOKABLE.has(status) || (soldOutPickable && status === 'soldOut');
  };
  const is = (wanted: DayStatus) => (day: Date) => statusOf(day) === wanted;

  function labelDay(day: Date): string {
    const date = day.toLocaleDateString('en-GB', { dateStyle: 'full' });
    const known = info.days.get(fromPickerDate(day));
    if (!known) return `${date}, loading availability`;
    if (fromPickerDate(day) === excluded) return `${date}, your current date`;
    const yours = fromPickerDate(day) === current ? ', your current date' : '';
    const price = BOOKABLE.has(known.status)
      ? `, ${formatMoney(known.adultPrice, info.currency)} per adult`
      : '';
    return `${date}${yours}, ${STATUS_WORDS[known.status]}${price}`;
  }

  return (
    <DayInfoContext.Provider value={info}>
      <div className="availability-calendar" aria-busy={answer.status === 'loading'}>
        <DayPicker
          mode="single"
          required
          weekStartsOn={1}
          today={toPickerDate(today)}
          selected={selected ? toPickerDate(selected) : undefined}
          month={toPickerDate(`${month}-01`)}
          onMonthChange={(shown) => setMonth(fromPickerDate(shown).slice(0, 7))}
          startMonth={toPickerDate(today)}
          endMonth={toPickerDate(addDays(today, BOOKING_HORIZON_DAYS))}
          disabled={(day) => !isPickable(day)}
          components={{ DayButton: PricedDayButton }}
          labels={{ labelDayButton: labelDay }}
          modifiers={{
            weekend: { dayOfWeek: [0, 6] },
            fewLeft: is('fewLeft'),
            soldOut: is('soldOut'),
            closed: is('closed'),
            current: (day) => current !== undefined && fromPickerDate(day) === current,
          }}
          modifiersClassNames={{
            weekend: 'day-weekend',
            fewLeft: 'day-few-left',
            soldOut: 'day-sold-out',
            closed: 'day-closed',
            current: 'day-current',
          }}
          onSelect={(day) => {
            const status = day && statusOf(day);
            if (day && status) onSelect(fromPickerDate(day), status);
          }}
          footer={
            <>
              {answer.status === 'error' && (
                <ErrorNotice error={answer.error} what="this month's availability" onRetry={answer.retry} />
              )}
              <ul className="calendar-legend" aria-label="Key">
                {current && <li className="legend-current">Your current date</li>}
                <li className="legend-few-left">Few seats left</li>
                <li className="legend-sold-out">Sold out</li>
                <li className="legend-closed">Closed</li>
              </ul>
              <p className="calendar-footer">
                {selected ? (
                  <>
                    Selected:{' '}
                    <strong>
                      {toPickerDate(selected).toLocaleDateString('en-GB', { dateStyle: 'full' })}
                    </strong>
                  </>
                ) : (
                  'Pick a date. Prices are per adult.'
                )}
              </p>
            </>
          }
        />
      </div>
    </DayInfoContext.Provider>
  );
}
