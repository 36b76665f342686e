import type { ApiClient, BookingListParams } from '@tours/core/api';
import { BOOKING_LIST_MAX_PAGE_SIZE } from '@tours/core/domain';
import type { Booking } from '@tours/core/schemas';

/** Every booking of a filter, page by page (100 a page), up to `limit` bookings. */
export async function fetchAllBookings(
  api: ApiClient,
  params: BookingListParams,
  limit = 10_000,
): Promise<Booking[]> {
  const out: Booking[] = [];
  for (let page = 1; out.length < limit; page++) {
    const res = await api.getBookings({ ...params, page, pageSize: BOOKING_LIST_MAX_PAGE_SIZE });
    out.push(...res.bookings);
    if (page >= res.totalPages || res.bookings.length === 0) break;
  }
  return out.slice(0, limit);
}
