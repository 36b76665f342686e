import type { ApiClient } from '@tours/core/api';

export interface ServiceOption {
  service: string;
  name: string;
  ticketCount: number;
}

/** Every service an admin can pick: products (even without tickets yet) merged with /get-service. */
export async function loadServiceOptions(api: ApiClient): Promise<ServiceOption[]> {
  const [summaries, products] = await Promise.all([api.getServices(), api.getProducts().catch(() => [])]);
  const byService = new Map<string, ServiceOption>();
  for (const p of products) byService.set(p.slug, { service: p.slug, name: p.name, ticketCount: 0 });
  for (const s of summaries)
    byService.set(s.service, { ...s, name: s.name || byService.get(s.service)?.name || s.service });
  return [...byService.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export const SERVICE_TAGS = ['Ticket', 'Product'] as const;
