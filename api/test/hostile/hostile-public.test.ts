import { TOTAL_REQUESTS, defineHostileSuite } from './support/runner';
import { isAdminRoute } from './support/routes';

defineHostileSuite('public routes', (route) => !isAdminRoute(route), Math.ceil(TOTAL_REQUESTS / 2));
