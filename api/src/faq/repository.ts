import type { FaqSection } from '@tours/core/domain';
import type { Executor } from '../db';

export interface FaqEntryRow {
  id: string;
  section: FaqSection;
  position: number;
  question: string;
  answer: string;
  /** The question and answer in other languages (core FaqTranslationsSchema), jsonb. */
  translations: unknown;
  created_at: Date;
  updated_at: Date;
}

export interface FaqEntryWrite {
  section: FaqSection;
  question: string;
  answer: string;
  /** Left out of an update that does not state them: what is stored stays. */
  translations?: string;
}

export const faqRepository = {
  /** Every entry, booking questions first, each section in its order. */
  list(db: Executor): Promise<FaqEntryRow[]> {
    return db('faq_entries').orderBy([
      { column: 'section' },
      { column: 'position' },
      { column: 'created_at' },
      { column: 'id' },
    ]);
  },

  findById(db: Executor, id: string): Promise<FaqEntryRow | undefined> {
    return db('faq_entries').where({ id }).first();
  },

  /** The position after the last entry of a section (0 for an empty one). */
  async nextPosition(db: Executor, section: FaqSection): Promise<number> {
    const row = await db('faq_entries')
      .where({ section })
      .max<{ max: number | null }>('position as max')
      .first();
    return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
  },

  async insert(db: Executor, row: FaqEntryWrite & { position: number }): Promise<string> {
    const [created] = await db('faq_entries').insert(row).returning('id');
    return (created as { id: string }).id;
  },

  async update(db: Executor, id: string, row: Partial<FaqEntryWrite> & { position?: number }): Promise<void> {
    await db('faq_entries')
      .where({ id })
      .update({ ...row, updated_at: db.fn.now() });
  },

  async delete(db: Executor, id: string): Promise<boolean> {
    const deleted = await db('faq_entries').where({ id }).delete().returning('id');
    return deleted.length > 0;
  },

  /** The ids of a section's entries, locked for a reorder. */
  async idsOfSection(db: Executor, section: FaqSection): Promise<string[]> {
    const rows = await db('faq_entries').where({ section }).forUpdate().select('id');
    return rows.map((r: { id: string }) => r.id);
  },
};
