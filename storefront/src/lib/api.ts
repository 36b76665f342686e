import { createApiClient, type ApiClient } from '@tours/core/api';

/** Same origin in production (the API serves this app) and through the Vite proxy in development. */
export const API_BASE = import.meta.env.VITE_API_BASE ?? '/api/v1';

export const api: ApiClient = createApiClient({ baseUrl: API_BASE });
