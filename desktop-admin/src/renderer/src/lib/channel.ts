import type { BookingChannel } from '@tours/core/schemas';

/** How a booking was sold, in words: "Website", or the reseller's name ("(test)" for a test booking). */
export function channelLabel(
  channel: BookingChannel | undefined,
  resellers: readonly { _id: string; name: string }[] | undefined,
): string {
  if (!channel || channel.kind === 'website') return 'Website';
  if (channel.kind === 'staff') return 'Staff';
  const name = resellers?.find((r) => r._id === channel.resellerId)?.name ?? 'Reseller';
  return channel.testMode ? `${name} (test)` : name;
}
