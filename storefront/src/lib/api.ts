import { createApiClient, type ApiClient } from '@tours/core/api';
import { API_BASE } from './api-base';

export { API_BASE };

/**
 * The full, validating client (zod schemas included). Only code loaded after the first page uses
 * it: the booking store, availability, checkout and confirmation. The home and product pages read
 * through `catalogue-reads.ts` instead.
 */
export const api: ApiClient = createApiClient({ baseUrl: API_BASE });
