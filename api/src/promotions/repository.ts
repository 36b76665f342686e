import type { Executor } from '../db';

export interface PromotionRow {
  id: string;
  title: string;
  message: string;
  coupon_code: string | null;
  image_url: string | null;
  valid_from: Date | null;
  valid_until: Date | null;
  service: string | null;
  host_name: string | null;
  active: boolean;
  /** The title and message in other languages (core PromotionTranslationsSchema), jsonb. */
  translations: unknown;
  /** Joined from the coupon named by coupon_code. */
  discount_value: number | null;
}

export interface PromotionWrite {
  title: string;
  message: string;
  coupon_code: string | null;
  image_url: string | null;
  valid_from: string | null;
  valid_until: string | null;
  service: string | null;
  host_name: string | null;
  active: boolean;
  /** Left out of an update that does not state them: what is stored stays. */
  translations?: string;
}

/** Promotions with the discount of the coupon they advertise (only while that coupon is active). */
function withDiscount(db: Executor) {
  return db('promotions as p')
    .leftJoin('coupons as c', function () {
      this.on('c.code', 'p.coupon_code').andOnVal('c.active', '=', true);
    })
    .select('p.*', 'c.discount_value');
}

export const promotionsRepository = {
  list(db: Executor): Promise<PromotionRow[]> {
    return withDiscount(db).orderBy([{ column: 'p.created_at', order: 'desc' }, { column: 'p.id' }]);
  },

  findById(db: Executor, id: string): Promise<PromotionRow | undefined> {
    return withDiscount(db).where('p.id', id).first();
  },

  /** The newest promotion running now for a service, else for a host name. */
  async findActive(
    db: Executor,
    { service, hostNames }: { service?: string | undefined; hostNames?: string[] | undefined },
  ) {
    const running = () =>
      withDiscount(db)
        .where('p.active', true)
        .where((q) => q.whereNull('p.valid_from').orWhere('p.valid_from', '<=', db.fn.now()))
        // valid_until is the last instant of the window (core's endOfDay), as for coupons.
        .where((q) => q.whereNull('p.valid_until').orWhere('p.valid_until', '>=', db.fn.now()))
        .orderBy([{ column: 'p.created_at', order: 'desc' }, { column: 'p.id' }]);
    if (service) {
      const found = (await running().where('p.service', service).first()) as PromotionRow | undefined;
      if (found) return found;
    }
    if (hostNames?.length)
      return (await running().whereIn('p.host_name', hostNames).first()) as PromotionRow | undefined;
    return undefined;
  },

  async insert(db: Executor, row: PromotionWrite): Promise<string> {
    const [created] = await db('promotions').insert(row).returning('id');
    return (created as { id: string }).id;
  },

  async update(db: Executor, id: string, row: PromotionWrite): Promise<boolean> {
    const n = await db('promotions')
      .where({ id })
      .update({ ...row, updated_at: db.fn.now() });
    return n > 0;
  },

  async delete(db: Executor, id: string): Promise<boolean> {
    const deleted = await db('promotions').where({ id }).delete().returning('id');
    return deleted.length > 0;
  },
};
