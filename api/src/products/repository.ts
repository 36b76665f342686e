import type { Executor } from '../db';

export interface ProductRow {
  id: string;
  slug: string;
  name: string;
  product_group: string;
  host_name: string;
  description: string;
  location: string | null;
  images: unknown;
  currency: string;
  time_zone: string;
  /** The name and description in other languages (core ProductTranslationsSchema), jsonb. */
  translations: unknown;
}

/** What a product card needs of each ticket on sale: its prices and the length of its visit. */
export interface TicketSummaryRow {
  service: string;
  pricing: unknown;
  currency: string;
  duration_minutes: number | null;
}

const ORDER = [{ column: 'sort_order' }, { column: 'name' }] as const;

export const productsRepository = {
  list(db: Executor, { productGroup }: { productGroup?: string | undefined } = {}): Promise<ProductRow[]> {
    const q = db<ProductRow>('products')
      .select('*')
      .orderBy([...ORDER]);
    if (productGroup) q.where({ product_group: productGroup });
    return q;
  },

  listByHost(db: Executor, hostName: string): Promise<ProductRow[]> {
    return db<ProductRow>('products')
      .select('*')
      .where({ host_name: hostName })
      .orderBy([...ORDER]);
  },

  findBySlug(db: Executor, slug: string): Promise<ProductRow | undefined> {
    return db<ProductRow>('products').where({ slug }).first();
  },

  /** Replaces a product's translations (JSON text); the row after, or undefined when none has the slug. */
  async updateTranslations(
    db: Executor,
    slug: string,
    translations: string,
  ): Promise<ProductRow | undefined> {
    const [row] = await db<ProductRow>('products')
      .where({ slug })
      .update({ translations, updated_at: db.fn.now() } as never)
      .returning('*');
    return row as ProductRow | undefined;
  },

  /** The tickets on sale of these products, for their "from" price and duration. */
  ticketSummaries(db: Executor, slugs: readonly string[]): Promise<TicketSummaryRow[]> {
    if (slugs.length === 0) return Promise.resolve([]);
    return db<TicketSummaryRow>('tickets')
      .select('service', 'pricing', 'currency', 'duration_minutes')
      .whereIn('service', [...slugs])
      .whereNull('deleted_at');
  },
};
