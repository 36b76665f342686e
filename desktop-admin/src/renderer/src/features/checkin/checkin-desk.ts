import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError, type ApiClient } from '@tours/core/api';
import {
  checkInMessage,
  checkInVerdict,
  isBookingReference,
  statusAfterAdmissions,
  type CheckInOutcome,
  type GateSelection,
} from '@tours/core/domain';
import type { ArrivalList, CheckInResult, CheckInSource } from '@tours/core/schemas';
import { offlineResult, offlineStore, sha256Hex, type Conflict, type QueuedScan } from './offline';

/** One line of the desk's scan log. */
export interface ScanEntry {
  id: number;
  at: string;
  code: string;
  source: CheckInSource;
  result: CheckInResult;
  /** Decided on this desk against the downloaded list, waiting to be sent. */
  offline: boolean;
  /** The people the scan asked to admit (all still to come when absent). */
  count?: number | undefined;
}

const LOG_SIZE = 12;

/** The API could not be asked (network down, server gone, timeout): the desk decides on its own. */
export function unreachable(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.status === 'FETCH_ERROR' ||
      error.status === 'TIMEOUT_ERROR' ||
      error.status === 502 ||
      error.status === 503 ||
      error.status === 504)
  );
}

/**
 * The check-in desk: the gate it admits for, that slot's arrival list (kept for offline use), the
 * scans it made, the queue of scans decided offline and the conflicts found when they were sent.
 * Every verdict, online or offline, comes from core's checkInVerdict.
 */
export class CheckInDesk {
  gate: GateSelection | null = null;
  list: ArrivalList | null = null;
  listError: unknown = null;
  /** True once a call failed for want of the API, until one succeeds again. */
  offline = false;
  last: ScanEntry | null = null;
  log: ScanEntry[] = [];
  queue: QueuedScan[] = offlineStore.loadQueue();
  conflicts: Conflict[] = offlineStore.loadConflicts();
  device: string = offlineStore.loadDevice();
  busy = false;
  syncing = false;
  private seq = 0;

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<this, 'api' | 'seq'>(this, { api: false, seq: false }, { autoBind: true });
  }

  setDevice(device: string): void {
    this.device = device;
    offlineStore.saveDevice(device);
  }

  /** Opens a slot: its saved list at once (if any), then a fresh one from the API. */
  async openGate(gate: GateSelection): Promise<void> {
    this.gate = gate;
    this.list = offlineStore.loadList(gate);
    this.listError = null;
    await this.refreshList();
  }

  async refreshList(): Promise<void> {
    const gate = this.gate;
    if (!gate) return;
    try {
      const list = await this.api.getArrivals(gate);
      offlineStore.saveList(list);
      runInAction(() => {
        if (this.gate !== gate) return;
        this.list = list;
        this.listError = null;
        this.offline = false;
      });
      if (this.queue.length) void this.sync();
    } catch (error) {
      runInAction(() => {
        if (this.gate !== gate) return;
        if (unreachable(error)) this.offline = true;
        this.listError = error;
      });
    }
  }

  /** A scan from the camera, a handheld scanner or the keyboard. */
  async scan(rawCode: string, source: CheckInSource, count?: number): Promise<ScanEntry | null> {
    const code = rawCode.trim();
    const gate = this.gate;
    if (!code || !gate) return null;
    this.busy = true;
    const scanId = crypto.randomUUID();
    const scannedAt = new Date().toISOString();
    const device = this.device.trim() || undefined;
    try {
      let entry: ScanEntry;
      try {
        const result = await this.api.checkIn({ code, ...gate, count, source, scanId, device });
        entry = this.record(code, source, result, false, count);
        runInAction(() => (this.offline = false));
        void this.refreshList();
      } catch (error) {
        if (!unreachable(error)) throw error;
        runInAction(() => (this.offline = true));
        const result = await this.decideOffline({ code, gate, count, source, scanId, scannedAt, device });
        entry = this.record(code, source, result, true, count);
      }
      return entry;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /**
   * Staff overrule the refusal of a scan (core's CHECK_IN_OVERRIDABLE: wrong date or slot) and
   * admit the party anyway, with their reason. Only online: the server records who and why.
   */
  async admitAnyway(entry: ScanEntry, reason: string): Promise<ScanEntry> {
    const gate = this.gate;
    if (!gate) throw new Error('Choose the ticket, date and slot first.');
    this.busy = true;
    try {
      const result = await this.api.checkIn({
        code: entry.code,
        ...gate,
        count: entry.count,
        source: entry.source,
        scanId: crypto.randomUUID(),
        device: this.device.trim() || undefined,
        override: { reason },
      });
      const admitted = this.record(entry.code, entry.source, result, false, entry.count);
      void this.refreshList();
      return admitted;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /**
   * Whether "admit anyway" can do anything for a scan: core's verdict with the refusal overruled
   * would admit someone (a wrong date or slot, paid, this ticket, people still to come). Never for
   * a scan decided offline: the server must record who and why.
   */
  canAdmitAnyway(entry: ScanEntry | null): boolean {
    const b = entry?.result.booking;
    if (!entry || entry.offline || !b || !this.gate) return false;
    const candidate = {
      bookingStatus: b.bookingStatus,
      ticketId: b.ticketId,
      bookingDate: b.bookingDate,
      timeSlot: b.timeSlot,
      adultCount: b.adultCount,
      childCount: b.childCount,
      admitted: b.admitted,
    };
    return checkInVerdict(candidate, this.gate, entry.count, { override: true }).overridden !== undefined;
  }

  /** Undoes the last admission (the server refuses once its minute has passed). */
  async undoLast(): Promise<string> {
    const checkIn = this.last?.result.checkIn;
    if (!checkIn) throw new Error('There is no scan to undo.');
    const result = await this.api.undoCheckIn(checkIn._id);
    runInAction(() => {
      // The scan stays in the log, marked undone, with the booking as it is now.
      const undo = (entry: ScanEntry): ScanEntry =>
        entry.result.checkIn?._id === checkIn._id
          ? {
              ...entry,
              result: {
                ...entry.result,
                message: result.message,
                booking: result.booking,
                undoUntil: null,
                checkIn: result.undone,
              },
            }
          : entry;
      if (this.last) this.last = undo(this.last);
      this.log = this.log.map(undo);
    });
    void this.refreshList();
    return result.message;
  }

  /** Sends the scans decided offline, oldest first; refused ones become conflicts, shown until dismissed. */
  async sync(): Promise<void> {
    if (this.syncing || this.queue.length === 0) return;
    this.syncing = true;
    try {
      while (this.queue.length > 0) {
        const scan = this.queue[0]!;
        let result: CheckInResult;
        try {
          result = await this.api.checkIn({
            code: scan.code,
            ticketId: scan.ticketId,
            bookingDate: scan.bookingDate,
            timeSlot: scan.timeSlot,
            count: scan.count,
            source: scan.source,
            scanId: scan.scanId,
            scannedAt: scan.scannedAt,
            offline: true,
            device: scan.device,
          });
        } catch (error) {
          if (unreachable(error)) {
            runInAction(() => (this.offline = true));
            return;
          }
          // Refused as a request (it cannot get better by retrying): keep it visible as a conflict.
          result = offlineResult(
            'unknown',
            error instanceof Error ? error.message : String(error),
            null,
            0,
            0,
          );
        }
        runInAction(() => {
          this.offline = false;
          this.queue = this.queue.filter((q) => q.scanId !== scan.scanId);
          offlineStore.saveQueue(this.queue);
          if (result.outcome !== 'admitted') {
            this.conflicts = [...this.conflicts, { scan, result, reportedAt: new Date().toISOString() }];
            offlineStore.saveConflicts(this.conflicts);
          }
        });
      }
      void this.refreshList();
    } finally {
      runInAction(() => (this.syncing = false));
    }
  }

  dismissConflicts(): void {
    this.conflicts = [];
    offlineStore.saveConflicts([]);
  }

  get counts(): { expected: number; arrived: number; missing: number } | null {
    return this.list
      ? { expected: this.list.expected, arrived: this.list.arrived, missing: this.list.missing }
      : null;
  }

  private record(
    code: string,
    source: CheckInSource,
    result: CheckInResult,
    offline: boolean,
    count?: number,
  ): ScanEntry {
    const entry: ScanEntry = {
      id: ++this.seq,
      at: new Date().toISOString(),
      code,
      source,
      result,
      offline,
      count,
    };
    runInAction(() => {
      this.last = entry;
      this.log = [entry, ...this.log].slice(0, LOG_SIZE);
    });
    return entry;
  }

  /**
   * The verdict against the downloaded list: the scanned secret is hashed as the server hashed each
   * voucher's, or a typed reference is looked up. An admission is counted on the list at once (the
   * same voucher shown again at this desk is refused) and queued with the time it was made.
   */
  private async decideOffline(scan: {
    code: string;
    gate: GateSelection;
    count: number | undefined;
    source: CheckInSource;
    scanId: string;
    scannedAt: string;
    device: string | undefined;
  }): Promise<CheckInResult> {
    const list = this.list;
    if (!list) {
      return offlineResult(
        'unknown',
        'The API cannot be reached and no arrival list of this slot was downloaded: check the voucher by hand.',
        null,
        0,
        0,
      );
    }
    const hash = isBookingReference(scan.code.toUpperCase()) ? null : await sha256Hex(scan.code);
    const arrival = list.arrivals.find((a) =>
      hash ? a.secretHash === hash : a.bookingId.toUpperCase() === scan.code.toUpperCase(),
    );
    if (!arrival) {
      return offlineResult(
        'unknown',
        'Not on this slot’s downloaded list: it may be for another date or slot. Check the voucher by hand.',
        null,
        0,
        0,
      );
    }
    const verdict = checkInVerdict(
      {
        bookingStatus: arrival.bookingStatus,
        ticketId: list.ticketId,
        bookingDate: list.bookingDate,
        timeSlot: arrival.timeSlot,
        adultCount: arrival.adultCount,
        childCount: arrival.childCount,
        admitted: arrival.admitted,
      },
      scan.gate,
      scan.count,
    );
    const admittedAfter = arrival.admitted + verdict.admit;
    const booking = {
      _id: arrival._id,
      bookingId: arrival.bookingId,
      bookingStatus: arrival.bookingStatus,
      name: arrival.name,
      ticketId: list.ticketId,
      ticketTitle: list.ticketTitle,
      bookingDate: list.bookingDate,
      bookingDateString: list.bookingDateString,
      timeSlot: arrival.timeSlot,
      adultCount: arrival.adultCount,
      childCount: arrival.childCount,
      partySize: arrival.partySize,
      admitted: admittedAfter,
    };
    const outcome: CheckInOutcome = verdict.outcome;
    const message = checkInMessage(
      outcome,
      { ...booking },
      {
        admit: verdict.admit,
        remaining: verdict.remaining,
        partySize: arrival.partySize,
      },
    );
    if (outcome === 'admitted') {
      const queued: QueuedScan = {
        scanId: scan.scanId,
        code: scan.code,
        ticketId: scan.gate.ticketId,
        bookingDate: scan.gate.bookingDate,
        timeSlot: scan.gate.timeSlot,
        count: verdict.admit,
        source: scan.source,
        scannedAt: scan.scannedAt,
        device: scan.device,
        bookingId: arrival.bookingId,
        name: arrival.name,
      };
      runInAction(() => {
        this.queue = [...this.queue, queued];
        offlineStore.saveQueue(this.queue);
        const updated: ArrivalList = {
          ...list,
          arrived: list.arrived + verdict.admit,
          missing: list.missing - verdict.admit,
          arrivals: list.arrivals.map((a) =>
            a._id === arrival._id
              ? {
                  ...a,
                  admitted: admittedAfter,
                  bookingStatus: statusAfterAdmissions(a.bookingStatus, admittedAfter),
                }
              : a,
          ),
        };
        this.list = updated;
        offlineStore.saveList(updated);
      });
    }
    return offlineResult(outcome, message, booking, verdict.admit, verdict.remaining - verdict.admit);
  }
}
