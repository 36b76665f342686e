import {
  ArrivalListSchema,
  CheckInResultSchema,
  type ArrivalList,
  type CheckInResult,
} from '@tours/core/schemas';
import type { CheckInOutcome, GateSelection } from '@tours/core/domain';
import { z } from 'zod';

/**
 * What the desk keeps in the renderer's localStorage so the gate keeps working when the API is out
 * of reach: the arrival list of each slot it opened (secrets only as SHA-256 hashes), the scans made
 * meanwhile, and the conflicts found when those were sent. Everything read back is parsed: a stale
 * or tampered entry is dropped, never trusted.
 */
const LIST_PREFIX = 'tours.checkin.list:';
const QUEUE_KEY = 'tours.checkin.queue';
const CONFLICTS_KEY = 'tours.checkin.conflicts';
const DEVICE_KEY = 'tours.checkin.device';

export const gateKey = (gate: GateSelection) =>
  `${gate.ticketId}:${gate.bookingDate}:${gate.timeSlot ?? '-'}`;

const QueuedScanSchema = z.object({
  scanId: z.string(),
  code: z.string(),
  ticketId: z.string(),
  bookingDate: z.string(),
  timeSlot: z.string().nullable(),
  count: z.int(),
  source: z.enum(['camera', 'scanner', 'typed']),
  scannedAt: z.string(),
  device: z.string().optional(),
  bookingId: z.string(),
  name: z.string(),
});
export type QueuedScan = z.infer<typeof QueuedScanSchema>;

const ConflictSchema = z.object({
  scan: QueuedScanSchema,
  result: CheckInResultSchema,
  reportedAt: z.string(),
});
export type Conflict = z.infer<typeof ConflictSchema>;

function read<T>(key: string, schema: z.ZodType<T>, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return fallback;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or disabled storage only costs the offline copy; the desk still works online.
  }
}

export const offlineStore = {
  saveList(list: ArrivalList): void {
    write(LIST_PREFIX + gateKey(list), list);
  },
  loadList(gate: GateSelection): ArrivalList | null {
    return read(LIST_PREFIX + gateKey(gate), ArrivalListSchema.nullable(), null);
  },
  loadQueue(): QueuedScan[] {
    return read(QUEUE_KEY, z.array(QueuedScanSchema), []);
  },
  saveQueue(queue: readonly QueuedScan[]): void {
    write(QUEUE_KEY, queue);
  },
  loadConflicts(): Conflict[] {
    return read(CONFLICTS_KEY, z.array(ConflictSchema), []);
  },
  saveConflicts(conflicts: readonly Conflict[]): void {
    write(CONFLICTS_KEY, conflicts);
  },
  loadDevice(): string {
    return read(DEVICE_KEY, z.string(), '');
  },
  saveDevice(device: string): void {
    write(DEVICE_KEY, device);
  },
};

/** SHA-256 (hex) of a scanned code, as the server hashes each voucher's secret for the list. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A result shown for a scan decided on this desk, in the server's shape. */
export function offlineResult(
  outcome: CheckInOutcome,
  message: string,
  booking: CheckInResult['booking'],
  admittedNow: number,
  remaining: number,
): CheckInResult {
  return {
    outcome,
    message,
    booking,
    admittedNow,
    remaining,
    checkIn: null,
    undoUntil: null,
    lastCheckIn: null,
    replayed: false,
  };
}
