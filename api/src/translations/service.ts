import { missingTranslations, type QuestionDefinition } from '@tours/core/domain';
import type { MissingTranslationsItem } from '@tours/core/schemas';
import type { Executor } from '../db';
import { json } from '../lib/present';
import { storedTranslations } from '../lib/translations';
import {
  FaqTranslationsSchema,
  ProductTranslationsSchema,
  PromotionTranslationsSchema,
  TicketTranslationsSchema,
} from '@tours/core/schemas';

/**
 * The admin's "missing translations" list: every attraction, ticket on sale, promotion and
 * help-centre question with an English text that has no translation in a language (visitors there
 * read it in English). In the catalogue's order: attractions as the storefront lists them, each
 * ticket after the attraction it belongs to, promotions newest first, then the questions as the
 * help centre shows them.
 */
export async function missingTranslationsList(db: Executor): Promise<MissingTranslationsItem[]> {
  const [products, tickets, promotions, faq] = await Promise.all([
    db('products')
      .select('slug', 'name', 'description', 'location', 'translations')
      .orderBy([{ column: 'sort_order' }, { column: 'name' }]),
    db('tickets')
      .whereNull('deleted_at')
      .select(
        'id',
        'service',
        'title',
        'description',
        'included',
        'meeting_point',
        'meeting_point_instructions',
        'pricing',
        'questions',
        'translations',
      )
      .orderBy([{ column: 'service' }, { column: 'created_at' }, { column: 'id' }]),
    db('promotions')
      .select('id', 'title', 'message', 'service', 'translations')
      .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id' }]),
    db('faq_entries')
      .select('id', 'question', 'answer', 'translations')
      .orderBy([{ column: 'section' }, { column: 'position' }, { column: 'id' }]),
  ]);
  const items: MissingTranslationsItem[] = [];
  const ticketsOf = new Map<string, typeof tickets>();
  for (const t of tickets) ticketsOf.set(t.service, [...(ticketsOf.get(t.service) ?? []), t]);
  for (const p of products) {
    const missing = missingTranslations(
      { name: p.name, description: p.description, location: p.location ?? '' },
      storedTranslations(ProductTranslationsSchema, p.translations),
    );
    if (missing.length)
      items.push({ kind: 'attraction', id: p.slug, label: p.name, service: p.slug, missing });
    for (const t of ticketsOf.get(p.slug) ?? []) {
      const ticketMissing: MissingTranslationsItem['missing'] = missingTranslations(
        {
          title: t.title,
          description: t.description,
          included: json<string[]>(t.included, []),
          meetingPoint: t.meeting_point ?? '',
          meetingPointInstructions: t.meeting_point_instructions ?? '',
          preferences: json<{ preference: string }[]>(t.pricing, []).map((p) => p.preference),
        },
        storedTranslations(TicketTranslationsSchema, t.translations),
      );
      ticketMissing.push(...missingQuestionWords(json<QuestionDefinition[]>(t.questions, [])));
      if (ticketMissing.length)
        items.push({ kind: 'ticket', id: t.id, label: t.title, service: t.service, missing: ticketMissing });
    }
  }
  for (const p of promotions) {
    const missing = missingTranslations(
      { title: p.title, message: p.message },
      storedTranslations(PromotionTranslationsSchema, p.translations),
    );
    if (missing.length)
      items.push({ kind: 'promotion', id: p.id, label: p.title, service: p.service, missing });
  }
  for (const f of faq) {
    const missing = missingTranslations(
      { question: f.question, answer: f.answer },
      storedTranslations(FaqTranslationsSchema, f.translations),
    );
    if (missing.length) items.push({ kind: 'faq', id: f.id, label: f.question, service: null, missing });
  }
  return items;
}

/** What a ticket's questions lack in each language, as `questions.<id>.<field>`. */
function missingQuestionWords(questions: readonly QuestionDefinition[]) {
  return questions.flatMap((q) =>
    missingTranslations(
      { label: q.label, helpText: q.helpText ?? '', options: q.options },
      q.translations,
    ).map(({ locale, field }) => ({ locale, field: `questions.${q.id}.${field}` })),
  );
}
