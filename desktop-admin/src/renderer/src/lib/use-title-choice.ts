import { useEffect, useState } from 'react';
import type { BookingTitle } from '@tours/core/schemas';
import { useApp } from './app-context';
import { useQuery } from './use-query';

const TITLE_TAGS = ['Ticket', 'Booking'] as const;

export interface TitleOption {
  value: string;
  label: string;
}

/** One option per title; a title no live ticket has now says so (its ticket was renamed or deleted). */
export function titleOptions(titles: readonly BookingTitle[]): TitleOption[] {
  const live = new Map<string, boolean>();
  for (const t of titles) live.set(t.ticketTitle, (live.get(t.ticketTitle) ?? false) || t.live);
  return [...live.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([value, isLive]) => ({ value, label: isLive ? value : `${value} (renamed or deleted ticket)` }));
}

/**
 * A ticket title chosen by staff among every title bookings were sold under: live tickets' and
 * those of tickets since renamed or deleted (bookings keep the title, so reports and sending group
 * by it, and no booking falls out of reach). Without `allowAll`, the first title until they pick
 * another; with it, every ticket ('') until they pick one.
 */
export function useTitleChoice({ allowAll = false }: { allowAll?: boolean } = {}) {
  const app = useApp();
  const [title, setTitle] = useState('');
  const titles = useQuery((_: string, o) => app.api.getBookingTitles(o), '', TITLE_TAGS);
  const options = titleOptions(titles.data ?? []);
  const first = options[0]?.value;
  useEffect(() => {
    if (!allowAll && !title && first) setTitle(first);
  }, [allowAll, title, first]);
  return {
    title,
    setTitle,
    options,
    allowAll,
    error: titles.error,
    /** Loaded, and no booking or ticket has a title at all. */
    none: !!titles.data && options.length === 0,
  };
}

export type TitleChoice = ReturnType<typeof useTitleChoice>;
