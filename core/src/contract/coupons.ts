import { z } from 'zod';
import {
  CouponIdParamsSchema,
  CouponInputSchema,
  CouponSchema,
  CouponValidateRequestSchema,
  CouponValidateResponseSchema,
} from '../schemas/coupon';
import { endpoints } from './endpoint';
import { paths } from './paths';

export const coupons = endpoints(paths.coupons, 'Coupons', {
  validate: {
    summary: 'Check a coupon code for a service or ticket; answers its discount (attempts limited per IP)',
    body: CouponValidateRequestSchema,
    response: CouponValidateResponseSchema,
    errors: {
      404: 'No ticket has this id',
      422: 'The coupon is unknown, expired, inactive, used up or not for this service',
      429: 'Too many coupon attempts; see Retry-After',
    },
    invalidates: [],
  },
  list: {
    summary: 'Every coupon, newest first',
    response: z.array(CouponSchema),
    provides: ['Coupon'],
  },
  get: {
    summary: 'One coupon',
    params: CouponIdParamsSchema,
    response: CouponSchema,
    errors: { 404: 'No coupon has this id' },
    provides: ['Coupon'],
  },
  create: {
    summary: 'Create a coupon',
    body: CouponInputSchema,
    response: CouponSchema,
    status: 201,
    errors: { 409: 'A coupon with this code exists' },
    invalidates: ['Coupon'],
  },
  update: {
    summary: 'Replace a coupon (its redemption count is kept)',
    params: CouponIdParamsSchema,
    body: CouponInputSchema,
    response: CouponSchema,
    errors: {
      404: 'No coupon has this id',
      409: 'Another coupon has this code',
      422: 'maxRedemptions below the redemptions made',
    },
    invalidates: ['Coupon'],
  },
  deactivate: {
    summary: 'Deactivate a coupon (bookings that used it keep their reference)',
    params: CouponIdParamsSchema,
    response: CouponSchema,
    errors: { 404: 'No coupon has this id' },
    invalidates: ['Coupon'],
  },
});
