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
};
