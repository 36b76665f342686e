import type { Executor } from '../db';

export interface CouponRow {
  id: string;
  code: string;
  discount_value: number;
  valid_from: Date | null;
  valid_until: Date | null;
  max_redemptions: number | null;
  redeemed: number;
  service: string | null;
  active: boolean;
  created_at: Date;
}

export interface CouponWrite {
  code: string;
  discount_value: number;
  valid_from: string | null;
  valid_until: string | null;
  max_redemptions: number | null;
  service: string | null;
  active: boolean;
}

export const couponsRepository = {
  list(db: Executor): Promise<CouponRow[]> {
    return db<CouponRow>('coupons').orderBy([{ column: 'created_at', order: 'desc' }, { column: 'code' }]);
  },

  findById(db: Executor, id: string): Promise<CouponRow | undefined> {
    return db<CouponRow>('coupons').where({ id }).first();
  },

  findByCode(db: Executor, code: string): Promise<CouponRow | undefined> {
    return db<CouponRow>('coupons').where({ code }).first();
  },

  async insert(db: Executor, row: CouponWrite): Promise<CouponRow> {
    const [coupon] = await db<CouponRow>('coupons')
      .insert(row as never)
      .returning('*');
    return coupon!;
  },

  async update(db: Executor, id: string, row: CouponWrite): Promise<CouponRow | undefined> {
    const [coupon] = await db<CouponRow>('coupons')
      .where({ id })
      .update({ ...row, updated_at: db.fn.now() } as never)
      .returning('*');
    return coupon;
  },

  async deactivate(db: Executor, id: string): Promise<CouponRow | undefined> {
    const [coupon] = await db<CouponRow>('coupons')
      .where({ id })
      .update({ active: false, updated_at: db.fn.now() } as never)
      .returning('*');
    return coupon;
  },
};
