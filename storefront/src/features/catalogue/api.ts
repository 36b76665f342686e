import { catalogueReads as reads, peek } from '@/lib/catalogue-reads';
import { useQuery } from '@/lib/use-query';

export function useProduct(slug: string) {
  const url = reads.productUrl(slug);
  return useQuery(
    url,
    () => reads.getProductBySlug(slug),
    () => peek(url),
  );
}

export function useTickets(service: string) {
  const url = reads.ticketsUrl(service);
  return useQuery(
    url,
    () => reads.getTicketsByService(service),
    () => peek(url),
  );
}

export function usePromotion(query: { hostName: string } | { service: string }) {
  const url = reads.promotionUrl(query);
  return useQuery(
    url,
    () => reads.getActivePromotion(query),
    () => peek(url),
  );
}
