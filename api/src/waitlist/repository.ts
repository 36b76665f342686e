import type { Locale, WaitlistStatus } from '@tours/core/domain';
import type { Executor } from '../db';

/** Every column of a waitlist_entries row (migration 20261211100000). */
export interface EntryRow {
  id: string;
  ticket_id: string;
  booking_date: string;
  /** '' for a ticket without time slots, as the slot counter keys it. */
  time_slot: string;
  preference_index: number;
  adult_count: number;
  child_count: number;
  name: string;
  email: string;
  email_key: string;
  mobile_number: string;
  locale: Locale;
  status: WaitlistStatus;
  position: number;
  token_nonce: string;
  token_hash: string;
  booking_id: string | null;
  offer_expires_at: Date | null;
  offered_at: Date | null;
  offers_made: number;
  left_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** A slot as the list and the counter key it. */
export interface ListKey {
  ticketId: string;
  date: string;
  /** '' for a ticket without time slots. */
  timeSlot: string;
}

const keyOf = (slot: ListKey) => ({
  ticket_id: slot.ticketId,
  booking_date: slot.date,
  time_slot: slot.timeSlot,
});

export const listKeyOf = (row: Pick<EntryRow, 'ticket_id' | 'booking_date' | 'time_slot'>): ListKey => ({
  ticketId: row.ticket_id,
  date: row.booking_date,
  timeSlot: row.time_slot,
});

/** Inserts an entry; undefined when the mailbox already waits on this slot (the unique index). */
export async function insertEntry(db: Executor, row: Partial<EntryRow>): Promise<EntryRow | undefined> {
  const [inserted] = (await db('waitlist_entries')
    .insert(row)
    .onConflict(
      db.raw("(ticket_id, booking_date, time_slot, email_key) WHERE status IN ('waiting', 'offered')"),
    )
    .ignore()
    .returning('*')) as EntryRow[];
  return inserted;
}

export async function findEntryByTokenHash(db: Executor, tokenHash: string): Promise<EntryRow | undefined> {
  return db<EntryRow>('waitlist_entries').where({ token_hash: tokenHash }).first();
}

export async function lockEntry(trx: Executor, id: string): Promise<EntryRow | undefined> {
  return trx<EntryRow>('waitlist_entries').where({ id }).forUpdate().first();
}

export async function updateEntry(trx: Executor, id: string, changes: Partial<EntryRow>): Promise<EntryRow> {
  const [row] = (await trx('waitlist_entries')
    .where({ id })
    .update({ ...changes, updated_at: trx.fn.now() })
    .returning('*')) as EntryRow[];
  return row!;
}

/** A slot's waiting entries in order, locked: the engine's and staff's changes of one list queue. */
export async function lockWaiting(trx: Executor, slot: ListKey): Promise<EntryRow[]> {
  return trx<EntryRow>('waitlist_entries')
    .where({ ...keyOf(slot), status: 'waiting' })
    .orderBy('position')
    .forUpdate();
}

/** The positions of a slot's waiting entries (for a visitor's place in line). */
export async function waitingPositions(db: Executor, slot: ListKey): Promise<number[]> {
  const rows = (await db('waitlist_entries')
    .where({ ...keyOf(slot), status: 'waiting' })
    .select('position')) as { position: number }[];
  return rows.map((r) => r.position);
}

/** Every entry of a slot's list in order, whatever its status (the back office's list). */
export async function entriesOf(
  db: Executor,
  slot: ListKey,
): Promise<(EntryRow & { booking_reference: string | null })[]> {
  return db('waitlist_entries as w')
    .leftJoin('bookings as b', 'b.id', 'w.booking_id')
    .where({ 'w.ticket_id': slot.ticketId, 'w.booking_date': slot.date, 'w.time_slot': slot.timeSlot })
    .orderBy('w.position')
    .select('w.*', 'b.booking_id as booking_reference');
}

/** Slots with a list, with counts per status (the back office's choice of list). */
export async function slotsWithLists(db: Executor) {
  return (await db('waitlist_entries as w')
    .join('tickets as t', 't.id', 'w.ticket_id')
    .where('w.booking_date', '>=', db.raw('CURRENT_DATE - 1'))
    .groupBy('w.ticket_id', 't.title', 'w.booking_date', 'w.time_slot')
    .orderBy([{ column: 'w.booking_date' }, { column: 'w.time_slot' }, { column: 't.title' }])
    .select(
      'w.ticket_id',
      't.title as ticket_title',
      'w.booking_date',
      'w.time_slot',
      db.raw("count(*) FILTER (WHERE w.status = 'waiting')::int AS waiting"),
      db.raw("count(*) FILTER (WHERE w.status = 'offered')::int AS offered"),
      db.raw("count(*) FILTER (WHERE w.status = 'booked')::int AS booked"),
    )
    .limit(500)) as {
    ticket_id: string;
    ticket_title: string;
    booking_date: string;
    time_slot: string;
    waiting: number;
    offered: number;
    booked: number;
  }[];
}

/**
 * Takes one slot to look at off the wake-up queue: locked until the transaction ends and skipped by
 * other processes meanwhile. Only locked here (doneWithWakeup deletes it at the end): a release
 * that wakes the same slot meanwhile finds the row and does nothing, without waiting, whereas a row
 * deleted early would make its INSERT wait for this transaction while this one waits for the
 * release's hold on the slot counter.
 */
export async function claimWakeup(trx: Executor): Promise<ListKey | undefined> {
  const row = (await trx('waitlist_wakeups')
    .orderBy('created_at')
    .forUpdate()
    .skipLocked()
    .first('ticket_id', 'booking_date', 'time_slot')) as
    { ticket_id: string; booking_date: string; time_slot: string } | undefined;
  return row && listKeyOf(row);
}

/** The slot looked at, off the queue: last, once its counter row is held (a release after waits for it). */
export async function doneWithWakeup(trx: Executor, slot: ListKey): Promise<void> {
  await trx('waitlist_wakeups').where(keyOf(slot)).delete();
}

export async function hasWakeups(db: Executor): Promise<boolean> {
  return Boolean(await db('waitlist_wakeups').first(db.raw('1 AS one')));
}

/** Asks the engine to look at a slot (a staff offer by hand, a removal that freed an offer's seats). */
export async function wake(db: Executor, slot: ListKey): Promise<void> {
  await db('waitlist_wakeups')
    .insert(keyOf(slot))
    .onConflict(['ticket_id', 'booking_date', 'time_slot'])
    .ignore();
}
