import { useLocale } from '@/i18n/i18n';
import { api } from './api';
import { useQuery } from './use-query';

/**
 * A ticket as the API has it now, in the page's language (its title, description and what is
 * included as staff translated them): the pages after the first (booking, checkout, success,
 * manage) share it, one cache entry per ticket and language.
 */
export function useTicket(ticketId: string | null | undefined) {
  const locale = useLocale();
  return useQuery(ticketId ? `ticket:${ticketId}:${locale}` : null, () =>
    api.getTicket(ticketId!, { lang: locale }),
  );
}
