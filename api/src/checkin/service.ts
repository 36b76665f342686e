import { sha256Hex } from '../lib/tokens';
import {
  type ArrivalList,
  type CheckInBooking,
  type CheckInRecord,
  type CheckInRequestSchema,
  type CheckInResult,
  type CheckInUndoResult,
} from '@tours/core/schemas';
import {
  canUndoCheckIn,
  checkInMessage,
  checkInVerdict,
  formatBookingDate,
  isBookingReference,
  isPaidStatus,
  partySize,
  statusAfterAdmissions,
  undoDeadline,
  type CheckInVerdict,
  type GateSelection,
} from '@tours/core/domain';
import type { z } from 'zod';
import type { Db, Executor, Trx } from '../db';
import { conflict, notFound } from '../errors';
import { recordAudit, type Actor } from '../lib/audit';
import * as repo from './repository';

type CheckInInput = z.output<typeof CheckInRequestSchema>;

/** The hash a desk compares a scanned secret with while offline (WebCrypto SHA-256, hex). */
export function secretHash(secret: string): string {
  return sha256Hex(secret);
}

/** Moves a booking's admitted count by delta, and its status with it (redeemed while anyone is in). */
async function changeAdmitted(trx: Executor, booking: repo.PassedBookingRow, delta: number) {
  const admittedTotal = await repo.addAdmitted(trx, booking.id, delta);
  const status = statusAfterAdmissions(booking.booking_status, admittedTotal);
  if (status !== booking.booking_status) await repo.setBookingStatus(trx, booking.id, status);
  return { admittedTotal, status };
}

/** An audit row about a booking at the gate, naming it by its reference too. */
function auditBooking(
  trx: Executor,
  actor: Actor,
  action: string,
  booking: repo.PassedBookingRow,
  details: Record<string, unknown>,
): Promise<void> {
  return recordAudit(trx, actor, {
    action,
    entity: 'booking',
    entityId: booking.id,
    details: { bookingId: booking.booking_id, ...details },
  });
}

function presentBooking(row: repo.PassedBookingRow, admitted = row.admitted): CheckInBooking {
  return {
    _id: row.id,
    bookingId: row.booking_id,
    bookingStatus: row.booking_status,
    name: row.name,
    ticketId: row.ticket_id,
    ticketTitle: row.ticket_title,
    bookingDate: row.booking_date,
    bookingDateString: row.booking_date_string,
    timeSlot: row.time_slot,
    adultCount: row.adult_count,
    childCount: row.child_count,
    partySize: row.adult_count + row.child_count,
    admitted,
  };
}

const iso = (v: Date | string) => new Date(v).toISOString();

function presentCheckIn(row: repo.CheckInRow): CheckInRecord {
  return {
    _id: row.id,
    admitted: row.admitted,
    scannedAt: iso(row.scanned_at),
    recordedAt: iso(row.recorded_at),
    by: row.admin_email,
    device: row.device,
    source: row.source,
    offline: row.offline,
    undoneAt: row.undone_at ? iso(row.undone_at) : null,
    override:
      row.override_outcome && row.override_reason
        ? { outcome: row.override_outcome, reason: row.override_reason }
        : null,
  };
}

/** A queued scan keeps the time it was made, but a desk with a fast clock cannot date one ahead of now. */
function scanTime(input: CheckInInput, now: Date): Date {
  if (!input.scannedAt) return now;
  const at = new Date(input.scannedAt);
  return at.getTime() > now.getTime() ? now : at;
}

async function lockByCode(trx: Trx, code: string) {
  const reference = code.toUpperCase();
  if (isBookingReference(reference)) return repo.lockBookingByReference(trx, reference);
  return repo.lockBookingBySecret(trx, code);
}

/** What a scan that admitted nobody answers besides its verdict. */
const NOTHING_ADMITTED = {
  admittedNow: 0,
  checkIn: null,
  undoUntil: null,
  lastCheckIn: null,
  replayed: false,
};

/**
 * A scan the desk sent again (its answer was lost on the way): the first answer, rebuilt from the
 * check-in it recorded, and nothing admitted twice. Undefined when this scan was never recorded.
 */
async function replayOf(
  trx: Trx,
  booking: repo.PassedBookingRow,
  scanId: string,
): Promise<CheckInResult | undefined> {
  const earlier = await repo.findCheckInByScanId(trx, scanId);
  if (!earlier || earlier.booking_id !== booking.id) return undefined;
  const party = partySize({ adultCount: booking.adult_count, childCount: booking.child_count });
  return {
    outcome: 'admitted',
    message: checkInMessage('admitted', subjectOf(booking), {
      admit: earlier.admitted,
      remaining: party - booking.admitted + earlier.admitted,
      partySize: party,
    }),
    booking: presentBooking(booking),
    admittedNow: earlier.admitted,
    remaining: party - booking.admitted,
    checkIn: presentCheckIn(earlier),
    undoUntil: earlier.undone_at ? null : undoDeadline(earlier.recorded_at),
    lastCheckIn: null,
    replayed: true,
  };
}

/**
 * A scan that admits nobody: its verdict and why. A refusal the desk already let in while offline
 * (already checked in, too many) is recorded for review rather than lost.
 */
async function refuse(
  trx: Trx,
  scan: {
    booking: repo.PassedBookingRow;
    verdict: CheckInVerdict;
    input: CheckInInput;
    previous: repo.CheckInRow | undefined;
  },
  actor: Actor,
): Promise<CheckInResult> {
  const { booking, verdict, input, previous } = scan;
  const subject = subjectOf(booking);
  const party = partySize({ adultCount: booking.adult_count, childCount: booking.child_count });
  if (input.offline && (verdict.outcome === 'already_checked_in' || verdict.outcome === 'too_many')) {
    // The desk already let these people in while it could not ask: not lost, recorded for review.
    await auditBooking(trx, actor, 'checkin.conflict', booking, {
      requested: input.count ?? null,
      scannedAt: input.scannedAt ?? null,
      device: input.device ?? null,
      admittedBefore: booking.admitted,
      lastCheckInId: previous?.id ?? null,
    });
  }
  return {
    outcome: verdict.outcome,
    message: checkInMessage(verdict.outcome, subject, { remaining: verdict.remaining, partySize: party }),
    booking: presentBooking(booking),
    remaining: verdict.remaining,
    ...NOTHING_ADMITTED,
    lastCheckIn: previous ? presentCheckIn(previous) : null,
  };
}

export const checkinService = {
  /**
   * One scan at the gate, in the request's transaction. The booking row is locked before anything is
   * read, so concurrent scans of one voucher (two entrances, a desk's queue sent twice) are decided
   * one after the other against committed counts: the voucher is admitted once.
   */
  async checkIn(trx: Trx, input: CheckInInput, actor: Actor): Promise<CheckInResult> {
    const gate: GateSelection = {
      ticketId: input.ticketId,
      bookingDate: input.bookingDate,
      timeSlot: input.timeSlot,
    };
    const booking = await lockByCode(trx, input.code);
    if (!booking) {
      return {
        outcome: 'unknown',
        message: checkInMessage('unknown', null),
        booking: null,
        remaining: 0,
        ...NOTHING_ADMITTED,
      };
    }
    if (input.scanId) {
      const replayed = await replayOf(trx, booking, input.scanId);
      if (replayed) return replayed;
    }

    const verdict = checkInVerdict(
      {
        bookingStatus: booking.booking_status,
        ticketId: booking.ticket_id,
        bookingDate: booking.booking_date,
        timeSlot: booking.time_slot,
        adultCount: booking.adult_count,
        childCount: booking.child_count,
        admitted: booking.admitted,
      },
      gate,
      input.count,
      { override: !!input.override },
    );
    const previous = await repo.lastCheckIn(trx, booking.id);
    if (verdict.outcome !== 'admitted') return refuse(trx, { booking, verdict, input, previous }, actor);
    return admit(trx, { booking, verdict, input, gate, previous }, actor);
  },

  /** Takes back a wrong scan within the undo window; the booking is confirmed again once nobody is in. */
  async undo(trx: Trx, checkInId: string, actor: Actor): Promise<CheckInUndoResult> {
    const found = await repo.findCheckIn(trx, checkInId);
    if (!found) throw notFound('check-in');
    // Booking row first, as every other status change does.
    const booking = (await repo.lockBookingById(trx, found.booking_id))!;
    const record = (await repo.lockCheckIn(trx, checkInId))!;
    if (record.undone_at) throw conflict('This check-in has already been undone.', 'CHECKIN_ALREADY_UNDONE');
    if (!canUndoCheckIn(record.recorded_at))
      throw conflict(
        'A check-in can be undone only within a minute of the scan. Ask a supervisor to correct the booking.',
        'CHECKIN_UNDO_EXPIRED',
      );
    const undone = await repo.markUndone(trx, record.id, actor.admin?.email ?? null);
    const { admittedTotal, status } = await changeAdmitted(trx, booking, -record.admitted);
    await auditBooking(trx, actor, 'checkin.undo', booking, {
      checkInId: record.id,
      admitted: record.admitted,
      admittedTotal,
    });
    const n = record.admitted;
    return {
      booking: presentBooking({ ...booking, booking_status: status }, admittedTotal),
      undone: presentCheckIn(undone),
      message: `Check-in undone: ${n} ${n === 1 ? 'person' : 'people'} of ${booking.booking_id} not admitted.`,
    };
  },

  /** The slot's arrival list with counts, and each voucher's secret as a hash for offline checks. */
  async arrivals(db: Db | Executor, gate: GateSelection): Promise<ArrivalList> {
    const ticketTitle = await repo.findTicketTitle(db, gate.ticketId);
    if (ticketTitle === undefined) throw notFound('ticket');
    const rows = await repo.arrivals(db, gate);
    let expected = 0;
    let arrived = 0;
    const list = rows.map((row) => {
      const party = row.adult_count + row.child_count;
      const admitted = row.admitted ?? 0;
      if (isPaidStatus(row.booking_status)) {
        expected += party;
        arrived += Math.min(admitted, party);
      }
      return {
        _id: row.id,
        bookingId: row.booking_id,
        bookingStatus: row.booking_status,
        name: row.name,
        timeSlot: row.time_slot,
        adultCount: row.adult_count,
        childCount: row.child_count,
        partySize: party,
        admitted,
        secretHash: row.secret ? secretHash(row.secret) : null,
        lastCheckInAt: row.last_check_in_at ? iso(row.last_check_in_at) : null,
      };
    });
    return {
      ticketId: gate.ticketId,
      ticketTitle,
      bookingDate: gate.bookingDate,
      bookingDateString: formatBookingDate(gate.bookingDate),
      timeSlot: gate.timeSlot,
      expected,
      arrived,
      missing: expected - arrived,
      arrivals: list,
      generatedAt: new Date().toISOString(),
    };
  },
};

function subjectOf(row: repo.PassedBookingRow) {
  return {
    name: row.name,
    bookingDate: row.booking_date,
    bookingDateString: row.booking_date_string,
    timeSlot: row.time_slot,
    ticketTitle: row.ticket_title,
    bookingStatus: row.booking_status,
  };
}

/**
 * Records an admission the verdict allowed: the check-in row (with the overruled refusal and its
 * reason, if staff overruled one), the pass's count and the booking's status, and the audit row.
 */
async function admit(
  trx: Trx,
  scan: {
    booking: repo.PassedBookingRow;
    verdict: CheckInVerdict;
    input: CheckInInput;
    gate: GateSelection;
    previous: repo.CheckInRow | undefined;
  },
  actor: Actor,
): Promise<CheckInResult> {
  const { booking, verdict, input, gate, previous } = scan;
  const party = partySize({ adultCount: booking.adult_count, childCount: booking.child_count });
  const admin = actor.admin;
  const override = verdict.overridden
    ? { outcome: verdict.overridden, reason: input.override!.reason }
    : null;
  const record = await repo.insertCheckIn(trx, {
    booking_id: booking.id,
    admitted: verdict.admit,
    source: input.source,
    offline: input.offline,
    device: input.device ?? null,
    scan_id: input.scanId ?? null,
    scanned_at: scanTime(input, new Date()),
    admin_id: admin?.id ?? null,
    admin_email: admin?.email ?? null,
    override_outcome: override?.outcome ?? null,
    override_reason: override?.reason ?? null,
  });
  const { admittedTotal, status } = await changeAdmitted(trx, booking, verdict.admit);
  // An overruled refusal has its own action, so that a review of the gate finds each one.
  await auditBooking(trx, actor, override ? 'checkin.override' : 'checkin.admit', booking, {
    checkInId: record.id,
    admitted: verdict.admit,
    admittedTotal,
    partySize: party,
    source: input.source,
    offline: input.offline,
    device: input.device ?? null,
    ...(override
      ? {
          overridden: override.outcome,
          reason: override.reason,
          gate: { bookingDate: gate.bookingDate, timeSlot: gate.timeSlot },
        }
      : {}),
  });
  return {
    outcome: 'admitted',
    message: checkInMessage('admitted', subjectOf(booking), {
      admit: verdict.admit,
      remaining: verdict.remaining,
      partySize: party,
      ...(override ? { overridden: override.outcome } : {}),
    }),
    booking: presentBooking({ ...booking, booking_status: status }, admittedTotal),
    admittedNow: verdict.admit,
    remaining: party - admittedTotal,
    checkIn: presentCheckIn(record),
    undoUntil: undoDeadline(record.recorded_at),
    lastCheckIn: previous ? presentCheckIn(previous) : null,
    replayed: false,
  };
}
