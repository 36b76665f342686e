import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Product } from '@tours/core/schemas';
import { useLocale } from '@/i18n/i18n';
import { logoUrl } from '@/lib/assets';
import { catalogueReads, peek } from '@/lib/catalogue-reads';
import { useQuery, type QueryState } from '@/lib/use-query';

/** The storefront site chosen by host name: its name, logo and the products it sells. */
export interface Site {
  hostName: string;
  name: string;
  logo: string;
  products: QueryState<Product[]> & { retry: () => void };
}

export const SITE_NAME: string = import.meta.env.VITE_SITE_NAME ?? 'Dubai Attractions';
/** Folder of the site's own assets (logo) under the asset base. */
export const SITE_FOLDER: string = import.meta.env.VITE_SITE_FOLDER ?? 'dubai-attractions';

const SiteContext = createContext<Site | null>(null);

export function SiteProvider({ hostName, children }: { hostName: string; children: ReactNode }) {
  const locale = useLocale();
  const url = catalogueReads.productsByHostUrl(hostName, locale);
  const products = useQuery(
    url,
    () => catalogueReads.getProductsByHost(hostName, locale),
    () => peek<Product[]>(url),
  );
  const site = useMemo<Site>(
    () => ({ hostName, name: SITE_NAME, logo: logoUrl(SITE_FOLDER), products }),
    [hostName, products],
  );
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite needs a SiteProvider');
  return site;
}
