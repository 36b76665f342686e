import { createContext, useContext, useMemo, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { DayButton, DayPicker, type DayButtonProps, type Formatters, type Labels } from 'react-day-picker';
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
import { useIntlLocale, useLocale, useMoneyLocale } from '@/i18n/i18n';
import { api } from '@/lib/api';
import { useQuery } from '@/lib/use-query';
import { ErrorNotice } from './ErrorNotice';
import './calendar.css';

/** A day's status in words: part of its accessible name, so it is never told by colour alone. */
const STATUS_WORDS: Record<DayStatus, MessageDescriptor> = {
  available: msg`available`,
  fewLeft: msg`few seats left`,
  soldOut: msg`sold out`,
  closed: msg`closed`,
  past: msg`past`,
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
  const moneyLocale = useMoneyLocale();
  const day = days.get(fromPickerDate(props.day.date));
  return (
    <DayButton {...props}>
      <span className="day-number">{children}</span>
      {day && BOOKABLE.has(day.status) && (
        <span className="day-price" aria-hidden="true">
          {formatMoneyCompact(day.adultPrice, currency, moneyLocale)}
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

  const words = useCalendarWords(info, { excluded, current });
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
          formatters={words.formatters}
          labels={words.labels}
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
              <ul className="calendar-legend" aria-label={words.key}>
                {current && (
                  <li className="legend-current">
                    <Trans>Your current date</Trans>
                  </li>
                )}
                <li className="legend-few-left">
                  <Trans>Few seats left</Trans>
                </li>
                <li className="legend-sold-out">
                  <Trans>Sold out</Trans>
                </li>
                <li className="legend-closed">
                  <Trans>Closed</Trans>
                </li>
              </ul>
              <p className="calendar-footer">
                {selected ? (
                  <Trans>
                    Selected: <strong>{words.fullDate(toPickerDate(selected))}</strong>
                  </Trans>
                ) : (
                  <Trans>Pick a date. Prices are per adult.</Trans>
                )}
              </p>
            </>
          }
        />
      </div>
    </DayInfoContext.Provider>
  );
}

/**
 * The calendar's words in the page's language: the month and weekdays from Intl, the buttons' and
 * days' accessible names through the catalogue. Its direction is the page's (the stylesheet mirrors
 * the arrows).
 */
function useCalendarWords(
  info: DayInfo,
  { excluded, current }: { excluded?: CalendarDate; current?: CalendarDate },
) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const intl = useIntlLocale();
  const moneyLocale = useMoneyLocale();
  const dateLocale = locale === 'en' ? 'en-GB' : intl;
  const fullDate = (day: Date) => day.toLocaleDateString(dateLocale, { dateStyle: 'full' });
  const formatters: Partial<Formatters> = {
    formatCaption: (month) => month.toLocaleDateString(dateLocale, { month: 'long', year: 'numeric' }),
    // Arabic's short weekdays are whole words, too wide for a phone's seven columns: its letters.
    formatWeekdayName: (day) =>
      day.toLocaleDateString(dateLocale, { weekday: locale === 'ar' ? 'narrow' : 'short' }),
  };
  const labelDayButton = (day: Date): string => {
    const date = fullDate(day);
    const iso = fromPickerDate(day);
    const known = info.days.get(iso);
    if (!known) return t`${date}, loading availability`;
    if (iso === excluded) return t`${date}, your current date`;
    const status = i18n._(STATUS_WORDS[known.status]);
    const price = formatMoney(known.adultPrice, info.currency, moneyLocale);
    const state = BOOKABLE.has(known.status) ? t`${status}, ${price} per adult` : status;
    return iso === current ? t`${date}, your current date, ${state}` : t`${date}, ${state}`;
  };
  const labels: Partial<Labels> = {
    labelDayButton,
    labelNext: () => t`Next month`,
    labelPrevious: () => t`Previous month`,
    labelNav: () => t`Months`,
    labelGrid: (month) => formatters.formatCaption!(month),
  };
  return { formatters, labels, fullDate, key: t`Key` };
}
