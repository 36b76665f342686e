import type Router from '@koa/router';
import type { AppDeps } from './types';
import { createCheckinRouter } from './checkin/routes';
import { createAdminAuthRouter } from './admin-auth/routes';
import { createBookingsRouter } from './bookings/routes';
import { createCouponsRouter } from './coupons/routes';
import { createDocsRouter } from './docs/routes';
import { createFaqRouter } from './faq/routes';
import { createHealthRouter } from './health/routes';
import { createManageRouter } from './manage/routes';
import { createManifestRouter } from './manifest/routes';
import { createPickupsRouter } from './pickups/routes';
import { createProductsRouter } from './products/routes';
import { createPromotionsRouter } from './promotions/routes';
import { createCancellationsRouter } from './cancellations/routes';
import { createResellersRouter } from './resellers/routes';
import { createMonthAvailabilityRouter } from './schedule/month';
import { createScheduleRouter } from './schedule/routes';
import { createStaffRouter } from './staff/routes';
import { createTicketsRouter } from './tickets/routes';
import { createTranslationsRouter } from './translations/routes';
import { confirmationLinksOf } from './wallet/links';
import { createWalletRouter } from './wallet/routes';
import { createWaitlistRouter } from './waitlist/routes';

/** The resource routers, each mounted under /api/v1 by createApiRouter. */
export function createRouters(deps: AppDeps): Router[] {
  return [
    createHealthRouter(deps),
    createAdminAuthRouter(deps),
    createProductsRouter(deps),
    createTicketsRouter(deps),
    createScheduleRouter(deps),
    createMonthAvailabilityRouter(deps),
    createBookingsRouter(deps, confirmationLinksOf(deps)),
    createCouponsRouter(deps),
    createPromotionsRouter(deps),
    createCheckinRouter(deps),
    createManageRouter(deps),
    createWalletRouter(deps),
    createCancellationsRouter(deps),
    createTranslationsRouter(deps),
    createFaqRouter(deps),
    createResellersRouter(deps),
    createStaffRouter(deps),
    createPickupsRouter(deps),
    createWaitlistRouter(deps),
    createManifestRouter(deps),
    createDocsRouter(deps),
  ];
}
