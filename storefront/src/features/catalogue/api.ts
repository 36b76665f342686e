import { api } from '@/lib/api';
import { useQuery } from '@/lib/use-query';

export function useProduct(slug: string) {
  return useQuery(`product:${slug}`, () => api.getProductBySlug(slug));
}

export function useTickets(service: string) {
  return useQuery(`tickets:${service}`, () => api.getTicketsByService(service));
}

export function usePromotion(query: { hostName: string } | { service: string }) {
  const key = 'service' in query ? `promotion:s:${query.service}` : `promotion:h:${query.hostName}`;
  return useQuery(key, () => api.getActivePromotion(query));
}
