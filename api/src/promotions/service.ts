import type { z } from 'zod';
import type { ActivePromotion, Promotion, PromotionInputSchema } from '@tours/core/schemas';
import type { Executor } from '../db';
import { auditCreate, auditUpdate, recordAudit, type Actor } from '../lib/audit';
import { notFound } from '../errors';
import { offerWindowColumns } from '../lib/offer-window';
import { presentActivePromotion, presentPromotion } from './presenter';
import { promotionsRepository, type PromotionWrite } from './repository';
import { normalizeHostName } from '../products/service';
import { translationsWrite } from '../lib/translations';
import type { Locale } from '@tours/core/domain';

export type PromotionInputParsed = z.output<typeof PromotionInputSchema>;

/**
 * Only the fields of the input reach the database (the demo seed's rows too). The host is stored as
 * the site it shows (an alias of SITE_HOST_ALIASES resolved), the key every read looks it up by.
 */
export const toPromotionWrite = (
  input: PromotionInputParsed,
  aliases: Record<string, string> = {},
): PromotionWrite => ({
  title: input.title,
  message: input.message,
  coupon_code: input.couponCode,
  image_url: input.imageUrl,
  host_name: input.hostName ? normalizeHostName(input.hostName, aliases) : null,
  ...offerWindowColumns(input),
  ...(input.translations ? { translations: translationsWrite(input.translations) } : {}),
});

export const promotionsService = {
  async active(
    db: Executor,
    query: { service?: string | undefined; hostName?: string | undefined; lang?: Locale },
    aliases?: Record<string, string>,
  ): Promise<ActivePromotion | null> {
    const site = query.hostName ? normalizeHostName(query.hostName, aliases) : undefined;
    const row = await promotionsRepository.findActive(db, {
      service: query.service,
      // The site, and its aliases for rows stored under an alias before it was resolved on writing.
      hostNames: site
        ? [site, ...Object.keys(aliases ?? {}).filter((alias) => aliases![alias] === site)]
        : undefined,
    });
    // Most pages have no promotion running: that is an answer (null), not a failure.
    return row ? presentActivePromotion(row, query.lang) : null;
  },

  async list(db: Executor): Promise<Promotion[]> {
    return (await promotionsRepository.list(db)).map(presentPromotion);
  },

  async get(db: Executor, id: string): Promise<Promotion> {
    const row = await promotionsRepository.findById(db, id);
    if (!row) throw notFound('promotion');
    return presentPromotion(row);
  },

  async create(
    trx: Executor,
    input: PromotionInputParsed,
    actor: Actor,
    aliases?: Record<string, string>,
  ): Promise<Promotion> {
    const id = await promotionsRepository.insert(trx, toPromotionWrite(input, aliases));
    await auditCreate(trx, actor, 'promotion', id, input);
    return this.get(trx, id);
  },

  async update(
    trx: Executor,
    id: string,
    input: PromotionInputParsed,
    actor: Actor,
    aliases?: Record<string, string>,
  ): Promise<Promotion> {
    const before = await this.get(trx, id);
    await promotionsRepository.update(trx, id, toPromotionWrite(input, aliases));
    await auditUpdate(trx, actor, 'promotion', id, { before, input });
    return this.get(trx, id);
  },

  /** Removes a promotion for good (nothing refers to one); the audit log keeps what it was. */
  async delete(trx: Executor, id: string, actor: Actor): Promise<void> {
    const before = await this.get(trx, id);
    if (!(await promotionsRepository.delete(trx, id))) throw notFound('promotion');
    await recordAudit(trx, actor, {
      action: 'promotion.delete',
      entity: 'promotion',
      entityId: id,
      details: { before },
    });
  },
};
