import type { BookingStatus } from '@tours/core/domain';

export function StatusBadge({ status }: { status: BookingStatus }) {
  return <span className={`badge badge-status status-${status}`}>{status}</span>;
}
