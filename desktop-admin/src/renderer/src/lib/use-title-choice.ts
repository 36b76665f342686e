import { useEffect, useState } from 'react';
import { useApp } from './app-context';
import { useQuery } from './use-query';

const TITLE_TAGS = ['Ticket'] as const;

/**
 * A ticket title chosen by staff among every service's titles (bookings keep the title, so reports
 * and sending group by it): the first title until they pick another.
 */
export function useTitleChoice() {
  const app = useApp();
  const [title, setTitle] = useState('');
  const titles = useQuery((t: string, o) => app.api.getTicketTitles(t || undefined, o), '', TITLE_TAGS);
  const choices = [...new Set((titles.data ?? []).map((t) => t.title))].sort();
  useEffect(() => {
    if (!title && choices[0]) setTitle(choices[0]);
  }, [title, choices]);
  return {
    title,
    setTitle,
    choices,
    error: titles.error,
    /** Loaded, and there is no ticket at all. */
    none: !!titles.data && choices.length === 0,
  };
}

export type TitleChoice = ReturnType<typeof useTitleChoice>;
