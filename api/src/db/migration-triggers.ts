/**
 * The trigger functions that several migrations wrote a version of, built here once: the SQL of
 * bookings_track_occupancy (slot_occupancy, 20261123210000) and of the functions and triggers that
 * keep the rollups booking_totals (20261125093700, 20261128090000) and booking_ticket_totals
 * (20261127093000). Those migrations have run on live databases: what these functions return for
 * their arguments must never change by one byte, so a new version is a new option, never an edit of
 * an old branch.
 */
export interface OccupancyTriggerVersion {
  /** The first version creates the function; the later ones replace it. */
  replace: boolean;
  /** The statuses whose bookings hold seats, as an SQL list: `'pending', 'confirmed'`. */
  holding: string;
  /**
   * Absent before 20261126110000. From there on: whether a move (an UPDATE that keeps holding
   * seats while its slot or party changes) locks both counter rows in key order and is refused
   * past capacity like a new hold.
   */
  gateMoves?: boolean;
}

const MOVE_GATE = `moving := TG_OP = 'UPDATE' AND old_holds AND new_holds;
      IF moving THEN
        INSERT INTO slot_occupancy (ticket_id, booking_date, time_slot, seats)
        VALUES (NEW.ticket_id, NEW.booking_date, coalesce(NEW.time_slot, ''), 0)
        ON CONFLICT (ticket_id, booking_date, time_slot) DO NOTHING;
        PERFORM 1 FROM slot_occupancy o
         WHERE (o.ticket_id, o.booking_date, o.time_slot) IN (
                 (OLD.ticket_id, OLD.booking_date, coalesce(OLD.time_slot, '')),
                 (NEW.ticket_id, NEW.booking_date, coalesce(NEW.time_slot, '')))
         ORDER BY o.ticket_id, o.booking_date, o.time_slot
           FOR UPDATE;
      END IF;`;

export function occupancyTriggerFunction({ replace, holding, gateMoves }: OccupancyTriggerVersion): string {
  const movesKnown = gateMoves !== undefined;
  const movingDeclaration = movesKnown ? '\n      moving boolean := false;' : '';
  const moveGate = movesKnown ? `      ${gateMoves ? MOVE_GATE : ''}\n` : '';
  const gated = movesKnown
    ? "(TG_OP = 'INSERT' AND NEW.booking_status = 'pending') OR moving"
    : "TG_OP = 'INSERT' AND NEW.booking_status = 'pending'";
  return `
    ${replace ? 'CREATE OR REPLACE' : 'CREATE'} FUNCTION bookings_track_occupancy() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      old_holds boolean := TG_OP <> 'INSERT' AND OLD.booking_status IN (${holding});
      new_holds boolean := TG_OP <> 'DELETE' AND NEW.booking_status IN (${holding});${movingDeclaration}
      new_seats integer;
      held integer;
      capacity integer;
    BEGIN
      IF TG_OP = 'UPDATE' AND old_holds = new_holds
         AND OLD.ticket_id = NEW.ticket_id AND OLD.booking_date = NEW.booking_date
         AND OLD.time_slot IS NOT DISTINCT FROM NEW.time_slot
         AND OLD.adult_count + OLD.child_count = NEW.adult_count + NEW.child_count THEN
        RETURN NULL;
      END IF;
${moveGate}      IF old_holds THEN
        UPDATE slot_occupancy SET seats = seats - (OLD.adult_count + OLD.child_count)
         WHERE ticket_id = OLD.ticket_id AND booking_date = OLD.booking_date
           AND time_slot = coalesce(OLD.time_slot, '');
      END IF;
      IF new_holds THEN
        new_seats := NEW.adult_count + NEW.child_count;
        INSERT INTO slot_occupancy AS o (ticket_id, booking_date, time_slot, seats)
        VALUES (NEW.ticket_id, NEW.booking_date, coalesce(NEW.time_slot, ''), new_seats)
        ON CONFLICT (ticket_id, booking_date, time_slot) DO UPDATE SET seats = o.seats + EXCLUDED.seats
        RETURNING o.seats INTO held;
        IF ${gated} THEN
          SELECT t.capacity_per_slot INTO capacity FROM tickets t WHERE t.id = NEW.ticket_id;
          IF capacity IS NOT NULL AND held > capacity THEN
            RAISE EXCEPTION 'no seats left for this slot'
              USING ERRCODE = 'TS001', DETAIL = greatest(capacity - (held - new_seats), 0)::text;
          END IF;
        END IF;
      END IF;
      RETURN NULL;
    END $$`;
}

/** How a version of bookings_sum_totals adds (sign 1) or takes away (-1) a row's figures. */
export type TotalsStep = (row: 'OLD' | 'NEW', sign: number) => string;

/** A rollup of the bookings' figures: its table, its trigger function and the columns it groups by. */
export interface TotalsRollup {
  table: string;
  /** The trigger function that keeps it. */
  trigger: string;
  /** Its primary key, in lock order. */
  key: readonly string[];
}

/** booking_totals (20261125093700): per ticket title, status, date and service. */
export const DATED_TOTALS: TotalsRollup = {
  table: 'booking_totals',
  trigger: 'bookings_sum_totals',
  key: ['ticket_title', 'booking_status', 'booking_date', 'service'],
};

/** booking_ticket_totals (20261127093000): per ticket title, status and service, every date in one row. */
export const TICKET_TOTALS: TotalsRollup = {
  table: 'booking_ticket_totals',
  trigger: 'bookings_sum_ticket_totals',
  key: ['ticket_title', 'booking_status', 'service'],
};

const FIGURES = ['adult_count', 'child_count', 'total_discount_amount'];

/**
 * The figures since 20261202090000: money taken (amount_paid) beside the value booked, so that a
 * report reads what was paid from the rollups as it reads the rest.
 */
export const PAID_FIGURES = [...FIGURES, 'amount_paid'];

/**
 * booking_totals' first trigger (20261125093700, until 20261128090000): a plain AFTER trigger, which
 * locks a booking's totals rows at its statement and holds them until the transaction ends.
 */
export const IMMEDIATE_DATED_TOTALS_TRIGGER = `
    CREATE TRIGGER bookings_sum_totals
    AFTER INSERT OR DELETE OR UPDATE OF ticket_title, booking_status, booking_date, service,
      adult_count, child_count, total_discount_amount
    ON bookings FOR EACH ROW EXECUTE FUNCTION bookings_sum_totals()`;

const of = (row: string, columns: readonly string[]) => columns.map((c) => `${row}.${c}`).join(', ');

/**
 * The trigger function of a rollup (bookings_sum_totals by default): a booking's figures into its
 * table, both rows in key order on a change.
 */
export function totalsTriggerFunction(
  replace: boolean,
  add: TotalsStep,
  { trigger, key }: TotalsRollup = DATED_TOTALS,
  figures: readonly string[] = FIGURES,
): string {
  return `
    ${replace ? 'CREATE OR REPLACE' : 'CREATE'} FUNCTION ${trigger}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${add('NEW', 1)}
      ELSIF TG_OP = 'DELETE' THEN
        ${add('OLD', -1)}
      ELSIF (${of('OLD', key)},
             ${of('OLD', figures)})
            IS DISTINCT FROM (${of('NEW', key)},
             ${of('NEW', figures)}) THEN
        -- Both rows in key order (confirmed -> redeemed and back both happen).
        IF (${of('OLD', key)})
           <= (${of('NEW', key)}) THEN
          ${add('OLD', -1)}
          ${add('NEW', 1)}
        ELSE
          ${add('NEW', 1)}
          ${add('OLD', -1)}
        END IF;
      END IF;
      RETURN NULL;
    END $$`;
}

/**
 * `<table>_add(b bookings, sign integer)`: adds a booking's figures to its row of the rollup (sign -1
 * takes them away); `withPaid` (20261202090000) replaces it with the version that adds money paid too.
 */
export function totalsAddFunction({ table, key }: TotalsRollup, withPaid = false): string {
  const columns = key.join(', ');
  if (withPaid)
    return `
    CREATE OR REPLACE FUNCTION ${table}_add(b bookings, sign integer) RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO ${table} AS t (${columns}, bookings, adults, children, revenue, paid)
      VALUES (${of('b', key)}, sign,
              sign * b.adult_count, sign * b.child_count, sign * b.total_discount_amount::bigint,
              sign * coalesce(b.amount_paid, 0)::bigint)
      ON CONFLICT (${columns}) DO UPDATE SET
        bookings = t.bookings + EXCLUDED.bookings, adults = t.adults + EXCLUDED.adults,
        children = t.children + EXCLUDED.children, revenue = t.revenue + EXCLUDED.revenue,
        paid = t.paid + EXCLUDED.paid;
    END $$`;
  return `
    CREATE FUNCTION ${table}_add(b bookings, sign integer) RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO ${table} AS t (${columns}, bookings, adults, children, revenue)
      VALUES (${of('b', key)}, sign,
              sign * b.adult_count, sign * b.child_count, sign * b.total_discount_amount::bigint)
      ON CONFLICT (${columns}) DO UPDATE SET
        bookings = t.bookings + EXCLUDED.bookings, adults = t.adults + EXCLUDED.adults,
        children = t.children + EXCLUDED.children, revenue = t.revenue + EXCLUDED.revenue;
    END $$`;
}

/**
 * The three DEFERRABLE INITIALLY DEFERRED constraint triggers that keep a rollup (20261127093000,
 * 20261128090000): they run its trigger function at COMMIT, so a transaction takes its shared rows
 * after its statements, not for its whole length. Their WHEN conditions are evaluated at once: a
 * pending hold's INSERT or DELETE, or an UPDATE that changes none of the columns summed or grouped
 * by, queues nothing.
 */
export function deferredTotalsTriggers(
  { trigger, key }: TotalsRollup,
  figures: readonly string[] = FIGURES,
): string[] {
  const columns = [...key, ...figures];
  const columnsOf = (row: 'OLD' | 'NEW') => columns.map((c) => `${row}.${c}`).join(', ');
  const deferred = `ON bookings DEFERRABLE INITIALLY DEFERRED FOR EACH ROW`;
  return [
    `
    CREATE CONSTRAINT TRIGGER ${trigger}_insert AFTER INSERT ${deferred}
    WHEN (NEW.booking_status <> 'pending') EXECUTE FUNCTION ${trigger}()`,
    `
    CREATE CONSTRAINT TRIGGER ${trigger}_update
    AFTER UPDATE OF ${columns.join(', ')} ${deferred}
    WHEN ((${columnsOf('OLD')}) IS DISTINCT FROM (${columnsOf('NEW')})) EXECUTE FUNCTION ${trigger}()`,
    `
    CREATE CONSTRAINT TRIGGER ${trigger}_delete AFTER DELETE ${deferred}
    WHEN (OLD.booking_status <> 'pending') EXECUTE FUNCTION ${trigger}()`,
  ];
}

/** The names of a rollup's deferred triggers (deferredTotalsTriggers), for a down migration. */
export const deferredTriggerNames = ({ trigger }: TotalsRollup) =>
  ['insert', 'update', 'delete'].map((op) => `${trigger}_${op}`);

/** The name of the function and trigger that empty a rollup when bookings is truncated. */
export const clearTriggerOf = ({ table }: TotalsRollup) => `bookings_clear_${table.replace(/^booking_/, '')}`;

/** The function and the statement trigger that empty a rollup when bookings is truncated. */
export function clearOnTruncate(rollup: TotalsRollup): string[] {
  const name = clearTriggerOf(rollup);
  return [
    `
    CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM ${rollup.table};
      RETURN NULL;
    END $$`,
    `
    CREATE TRIGGER ${name} AFTER TRUNCATE ON bookings
    FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`,
  ];
}

/**
 * Sets a rollup to the bookings summed afresh (pending holds are not kept: 20261125094700): how a
 * migration fills a new one and how a bulk load that ran without triggers rebuilds them.
 */
export function refillTotals({ table, key }: TotalsRollup, withPaid = false): string {
  const columns = key.join(', ');
  if (withPaid)
    return `
    INSERT INTO ${table} (${columns}, bookings, adults, children, revenue, paid)
    SELECT ${columns}, count(*), sum(adult_count), sum(child_count), sum(total_discount_amount),
           coalesce(sum(amount_paid), 0)
      FROM bookings WHERE booking_status <> 'pending' GROUP BY ${columns}
    ON CONFLICT (${columns}) DO UPDATE SET bookings = EXCLUDED.bookings, adults = EXCLUDED.adults,
      children = EXCLUDED.children, revenue = EXCLUDED.revenue, paid = EXCLUDED.paid`;
  return `
    INSERT INTO ${table} (${columns}, bookings, adults, children, revenue)
    SELECT ${columns}, count(*), sum(adult_count), sum(child_count), sum(total_discount_amount)
      FROM bookings WHERE booking_status <> 'pending' GROUP BY ${columns}
    ON CONFLICT (${columns}) DO UPDATE SET bookings = EXCLUDED.bookings, adults = EXCLUDED.adults,
      children = EXCLUDED.children, revenue = EXCLUDED.revenue`;
}
