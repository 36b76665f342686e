import type { z } from 'zod';
import type { Coupon, CouponInputSchema } from '@tours/core/schemas';
import type { Executor } from '../db';
import { auditCreate, auditUpdate, recordAudit, type Actor } from '../lib/audit';
import { conflict, notFound, unprocessable } from '../errors';
import { offerWindowColumns } from '../lib/offer-window';
import { presentCoupon } from './presenter';
import { couponsRepository, type CouponRow, type CouponWrite } from './repository';

export type CouponInputParsed = z.output<typeof CouponInputSchema>;

/** Only the fields of the input reach the database (the demo seed's rows too). */
export const toCouponWrite = (input: CouponInputParsed): CouponWrite => ({
  code: input.code,
  discount_value: input.discountValue,
  max_redemptions: input.maxRedemptions,
  ...offerWindowColumns(input),
});

const isUniqueViolation = (e: unknown) => (e as { code?: string })?.code === '23505';

export const couponsService = {
  async list(db: Executor): Promise<Coupon[]> {
    return (await couponsRepository.list(db)).map(presentCoupon);
  },

  async get(db: Executor, id: string): Promise<CouponRow> {
    const row = await couponsRepository.findById(db, id);
    if (!row) throw notFound('coupon');
    return row;
  },

  async create(trx: Executor, input: CouponInputParsed, actor: Actor): Promise<Coupon> {
    let row: CouponRow;
    try {
      row = await couponsRepository.insert(trx, toCouponWrite(input));
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('A coupon with this code already exists.');
      throw error;
    }
    await auditCreate(trx, actor, 'coupon', row.id, input);
    return presentCoupon(row);
  },

  async update(trx: Executor, id: string, input: CouponInputParsed, actor: Actor): Promise<Coupon> {
    const before = await this.get(trx, id);
    if (input.maxRedemptions !== null && input.maxRedemptions < before.redeemed) {
      throw unprocessable(
        'COUPON_INVALID',
        `This coupon has already been redeemed ${before.redeemed} times; maxRedemptions cannot be lower.`,
      );
    }
    let after: CouponRow | undefined;
    try {
      after = await couponsRepository.update(trx, id, toCouponWrite(input));
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('A coupon with this code already exists.');
      throw error;
    }
    if (!after) throw notFound('coupon');
    await auditUpdate(trx, actor, 'coupon', id, { before: presentCoupon(before), input });
    return presentCoupon(after);
  },

  async deactivate(trx: Executor, id: string, actor: Actor): Promise<Coupon> {
    const row = await couponsRepository.deactivate(trx, id);
    if (!row) throw notFound('coupon');
    const entry = {
      action: 'coupon.deactivate',
      entity: 'coupon',
      entityId: id,
      details: { code: row.code },
    };
    await recordAudit(trx, actor, entry);
    return presentCoupon(row);
  },
};
