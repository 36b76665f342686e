import type { Knex } from 'knex';
import { check, timestamps, uuidPrimaryKey } from '../src/db/migration-helpers';
import { INITIAL_FAQ_ENTRIES } from '../src/faq/initial-entries';

/**
 * The help centre's questions and answers as catalogue content staff write per language, instead
 * of texts built into the storefront. English in `question` and `answer`, the other languages in
 * `translations` (`{ "ms": { "question": …, "answer": … }, "ar": …, "zh": … }`, core
 * FaqTranslationsSchema), as products, tickets and promotions keep theirs. `section` is where the
 * entry shows (core FAQ_SECTIONS), `position` its place within it. The shop's current questions
 * are inserted in all four languages, so the pages read the same after the upgrade.
 *
 * The API caches the public read; like the other catalogue tables, a change from any process
 * notifies `catalogue_changed` (migration 20261123210100_catalogue_change_notify).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('faq_entries', (table) => {
    uuidPrimaryKey(knex, table);
    table.text('section').notNullable();
    table.integer('position').notNullable().defaultTo(0);
    table.text('question').notNullable();
    table.text('answer').notNullable();
    table.jsonb('translations').notNullable().defaultTo('{}');
    timestamps(knex, table);
    table.index(['section', 'position']);
  });
  await check(knex, 'faq_entries', 'faq_entries_section_check', "section IN ('booking', 'cancellation')");
  await check(knex, 'faq_entries', 'faq_entries_position_check', 'position >= 0');
  await knex.raw(
    `CREATE TRIGGER faq_entries_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON faq_entries
     FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_notify()`,
  );
  await knex('faq_entries').insert(
    INITIAL_FAQ_ENTRIES.map((e) => ({
      id: e.id,
      section: e.section,
      position: e.position,
      question: e.question,
      answer: e.answer,
      translations: JSON.stringify(e.translations),
    })),
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('faq_entries');
}
