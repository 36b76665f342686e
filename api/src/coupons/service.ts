import type { z } from 'zod';
import type { Coupon, CouponInputSchema } from '@tours/core/schemas';
import type { Executor } from '../db';
import { conflict, notFound, unprocessable } from '../errors';
import { presentCoupon } from './presenter';
import { type CouponRow } from './repository';
import { couponsRepository, type CouponWrite } from './repository';

export type CouponInputParsed = z.output<typeof CouponInputSchema>;

const toWrite = (input: CouponInputParsed): CouponWrite => ({
  code: input.code,
  discount_value: input.discountValue,
  valid_from: input.validFrom,
  valid_until: input.validUntil,
  max_redemptions: input.maxRedemptions,
  service: input.service,
  active: input.active,
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

  async create(db: Executor, input: CouponInputParsed): Promise<CouponRow> {
    try {
      return await couponsRepository.insert(db, toWrite(input));
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('A coupon with this code already exists.');
      throw error;
    }
  },

  async update(
    db: Executor,
    id: string,
    input: CouponInputParsed,
  ): Promise<{ before: CouponRow; after: CouponRow }> {
    const before = await this.get(db, id);
    if (input.maxRedemptions !== null && input.maxRedemptions < before.redeemed) {
      throw unprocessable(
        'COUPON_INVALID',
        `This coupon has already been redeemed ${before.redeemed} times; maxRedemptions cannot be lower.`,
      );
    }
    try {
      const after = await couponsRepository.update(db, id, toWrite(input));
      if (!after) throw notFound('coupon');
      return { before, after };
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('A coupon with this code already exists.');
      throw error;
    }
  },

  async deactivate(db: Executor, id: string): Promise<CouponRow> {
    const row = await couponsRepository.deactivate(db, id);
    if (!row) throw notFound('coupon');
    return row;
  },
};
