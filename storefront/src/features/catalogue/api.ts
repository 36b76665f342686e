import { useLocale } from '@/i18n/i18n';
import { catalogueReads as reads, peek } from '@/lib/catalogue-reads';
import { useQuery } from '@/lib/use-query';

/** A product in the page's language (its name and description as staff translated them). */
export function useProduct(slug: string) {
  const locale = useLocale();
  const url = reads.productUrl(slug, locale);
  return useQuery(
    url,
    () => reads.getProductBySlug(slug, locale),
    () => peek(url),
  );
}

/** A product's tickets in the page's language. */
export function useTickets(service: string) {
  const locale = useLocale();
  const url = reads.ticketsUrl(service, locale);
  return useQuery(
    url,
    () => reads.getTicketsByService(service, locale),
    () => peek(url),
  );
}

/** The running offer in the page's language. */
export function usePromotion(query: { hostName: string } | { service: string }) {
  const locale = useLocale();
  const url = reads.promotionUrl(query, locale);
  return useQuery(
    url,
    () => reads.getActivePromotion(query, locale),
    () => peek(url),
  );
}
