import { isPglite, type Executor } from '.';

/**
 * The query options that make node-postgres prepare a statement once per connection, under `name`,
 * and then only bind and execute it: for the few statements every reservation, hold or calendar
 * read runs, the parse and the plan are most of the database's work. Postgres keeps a generic plan
 * only when it costs no more than the custom ones it made first. The text of a name must never
 * change (Postgres would refuse it), so each name belongs to one constant statement. PGlite has no
 * named statements: there the options are empty.
 */
export function preparedAs(db: Executor, name: string): { name?: string } {
  return isPglite(db) ? {} : { name };
}
