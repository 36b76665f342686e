import type { z } from 'zod';
import type { Locale } from '@tours/core/domain';
import type { FaqEntry, FaqEntryInputSchema, FaqOrderInputSchema, PublicFaqEntry } from '@tours/core/schemas';
import type { Executor } from '../db';
import { conflict, notFound } from '../errors';
import { auditCreate, auditUpdate, recordAudit, type Actor } from '../lib/audit';
import { cachedRead, type CatalogueCache } from '../lib/catalogue-cache';
import { jsonResponse, type JsonResponse } from '../lib/json-response';
import { translationsWrite } from '../lib/translations';
import { presentFaqEntry, presentPublicFaqEntry } from './presenter';
import { faqRepository, type FaqEntryWrite } from './repository';

export type FaqEntryInputParsed = z.output<typeof FaqEntryInputSchema>;
export type FaqOrderInputParsed = z.output<typeof FaqOrderInputSchema>;

/** Only the fields of the input reach the database; a blank language stores nothing. */
export const toFaqEntryWrite = (input: FaqEntryInputParsed): FaqEntryWrite => ({
  section: input.section,
  question: input.question,
  answer: input.answer,
  ...(input.translations ? { translations: translationsWrite(input.translations) } : {}),
});

export const faqService = {
  /** The help centre's questions in a language, by section and position. */
  async publicList(db: Executor, locale: Locale): Promise<PublicFaqEntry[]> {
    return (await faqRepository.list(db)).map((row) => presentPublicFaqEntry(row, locale));
  },

  /** The same, serialised once per language and kept in the catalogue cache (storefront pages read it). */
  publicAnswer(db: Executor, cache: CatalogueCache | undefined, locale: Locale): Promise<JsonResponse> {
    return cachedRead(cache, 'faq', locale, async () =>
      jsonResponse(await faqService.publicList(db, locale)),
    );
  },

  async list(db: Executor): Promise<FaqEntry[]> {
    return (await faqRepository.list(db)).map(presentFaqEntry);
  },

  async get(db: Executor, id: string): Promise<FaqEntry> {
    const row = await faqRepository.findById(db, id);
    if (!row) throw notFound('question');
    return presentFaqEntry(row);
  },

  async create(trx: Executor, input: FaqEntryInputParsed, actor: Actor): Promise<FaqEntry> {
    const position = await faqRepository.nextPosition(trx, input.section);
    const id = await faqRepository.insert(trx, { ...toFaqEntryWrite(input), position });
    await auditCreate(trx, actor, 'faq_entry', id, input);
    return this.get(trx, id);
  },

  async update(trx: Executor, id: string, input: FaqEntryInputParsed, actor: Actor): Promise<FaqEntry> {
    const before = await this.get(trx, id);
    const moved = before.section !== input.section;
    await faqRepository.update(trx, id, {
      ...toFaqEntryWrite(input),
      ...(moved ? { position: await faqRepository.nextPosition(trx, input.section) } : {}),
    });
    await auditUpdate(trx, actor, 'faq_entry', id, { before, input });
    return this.get(trx, id);
  },

  /** Removes a question for good; the audit log keeps what it was. */
  async delete(trx: Executor, id: string, actor: Actor): Promise<void> {
    const before = await this.get(trx, id);
    if (!(await faqRepository.delete(trx, id))) throw notFound('question');
    await recordAudit(trx, actor, {
      action: 'faq_entry.delete',
      entity: 'faq_entry',
      entityId: id,
      details: { before },
    });
  },

  /**
   * Puts a section's questions in the order given. The ids must be exactly the section's (a list
   * read before someone else added or removed one is refused rather than half applied).
   */
  async reorder(trx: Executor, order: FaqOrderInputParsed, actor: Actor): Promise<FaqEntry[]> {
    const current = await faqRepository.idsOfSection(trx, order.section);
    const same = current.length === order.ids.length && order.ids.every((id) => current.includes(id));
    if (!same)
      throw conflict('The list of questions has changed since it was read. Reload it and try again.');
    for (const [position, id] of order.ids.entries()) await faqRepository.update(trx, id, { position });
    await recordAudit(trx, actor, {
      action: 'faq_entry.reorder',
      entity: 'faq_entry',
      details: { section: order.section, before: current, after: order.ids },
    });
    return this.list(trx);
  },
};
