export { createApiClient } from './client';
export type {
  ApiClient,
  ApiClientOptions,
  BlockedDatesQuery,
  BookingListParams,
  PromotionQuery,
  ReadOptions,
  SendTicketInput,
  SendTicketListParams,
  TimeSlotQuery,
} from './client';
export { ApiError, apiErrorMessage, isApiError, toApiError } from './errors';
export type { ApiErrorInit, ApiErrorStatus } from './errors';
export { cacheKey, globalTimers, QueryCache } from './cache';
export type { CacheListener, CacheTag, QueryCacheOptions, Timers } from './cache';
export { createHttp, isAdminCall } from './http';
export { ReadObserver } from './read-observer';
export type { ReadSnapshot } from './read-observer';
export type { Call, FetchLike, HttpMethod, Parser, QueryValue, TokenSource } from './http';
