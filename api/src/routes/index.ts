import type Router from '@koa/router';
import type { AppDeps } from '../types';
import { createCheckinRouter } from '../checkin/router';
import { createAdminAuthRouter } from './admin-auth/admin-auth';
import { createBookingsRouter } from './bookings/bookings';
import { createCouponsRouter } from './coupons/coupons';
import { createDocsRouter } from './docs/docs';
import { createHealthRouter } from './health/health';
import { createProductsRouter } from './products/products';
import { createPromotionsRouter } from './promotions/promotions';
import { createScheduleRouter } from './schedule/schedule';
import { createTicketsRouter } from './tickets/tickets';

/** The resource routers of issue 3, each mounted under /api/v1 by createApiRouter. */
export function createRouters(deps: AppDeps): Router[] {
  return [
    createHealthRouter(deps),
    createAdminAuthRouter(deps),
    createProductsRouter(deps),
    createTicketsRouter(deps),
    createScheduleRouter(deps),
    createBookingsRouter(deps),
    createCouponsRouter(deps),
    createPromotionsRouter(deps),
    createCheckinRouter(deps),
    createDocsRouter(deps),
  ];
}
