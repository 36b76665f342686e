/**
 * Relaxed commits: synchronous_commit off for one statement (its implicit transaction), so that its
 * commit returns before the WAL is flushed instead of waiting for an fsync of its own. The WAL is
 * written in order, so the next durable commit of any session (or the WAL writer, within a few
 * hundred milliseconds) flushes it too.
 *
 * The checkout uses it for the statement that holds seats, so that the slot's counter row is not
 * locked through an fsync, and then makes the hold durable with the ordinary commit that opens or
 * links the payment session, before the visitor is sent to pay. Anything written this way must be
 * harmless to lose in a database crash until that later commit.
 */
const SET_RELAXED = "set_config('synchronous_commit', 'off', true)";

/** A timestamp expression equal to now() that relaxes the commit of the statement it appears in. */
export const NOW_WITH_RELAXED_COMMIT = `(SELECT now() FROM (SELECT ${SET_RELAXED}) AS relaxed_commit)`;
