/** "2026-12-01" from an ISO timestamp, for <input type="date">. */
export const isoToDateInput = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

/** Start or end of a Dubai calendar day as an ISO timestamp with offset; null when empty. */
export function dateInputToIso(value: string, end = false): string | null {
  if (!value) return null;
  return `${value}T${end ? '23:59:59' : '00:00:00'}+04:00`;
}

export function issuesToErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) out[i.path.map(String).join('.')] ??= i.message;
  return out;
}

export function validityLabel(from: string | null, until: string | null): string {
  if (!from && !until) return 'Always';
  return `${from ? from.slice(0, 10) : '…'} → ${until ? until.slice(0, 10) : '…'}`;
}

export function isCurrent(from: string | null, until: string | null, now = Date.now()): boolean {
  return (!from || Date.parse(from) <= now) && (!until || Date.parse(until) >= now);
}
