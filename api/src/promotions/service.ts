import type { z } from 'zod';
import type { ActivePromotion, Promotion, PromotionInputSchema } from '@tours/core/schemas';
import type { Executor } from '../db';
import { auditCreate, auditUpdate, recordAudit, type Actor } from '../lib/audit';
import { notFound } from '../errors';
import { offerWindowColumns } from '../lib/offer-window';
import { presentActivePromotion, presentPromotion } from './presenter';
import { promotionsRepository, type PromotionWrite } from './repository';
import { normalizeHostName } from '../products/service';

export type PromotionInputParsed = z.output<typeof PromotionInputSchema>;

/** Only the fields of the input reach the database (the demo seed's rows too). */
export const toPromotionWrite = (input: PromotionInputParsed): PromotionWrite => ({
  title: input.title,
  message: input.message,
  coupon_code: input.couponCode,
  image_url: input.imageUrl,
  host_name: input.hostName ? normalizeHostName(input.hostName) : null,
  ...offerWindowColumns(input),
});

export const promotionsService = {
  async active(
    db: Executor,
    query: { service?: string | undefined; hostName?: string | undefined },
    aliases?: Record<string, string>,
  ): Promise<ActivePromotion | null> {
    const row = await promotionsRepository.findActive(db, {
      service: query.service,
      hostName: query.hostName ? normalizeHostName(query.hostName, aliases) : undefined,
    });
    // Most pages have no promotion running: that is an answer (null), not a failure.
    return row ? presentActivePromotion(row) : null;
  },

  async list(db: Executor): Promise<Promotion[]> {
    return (await promotionsRepository.list(db)).map(presentPromotion);
  },

  async get(db: Executor, id: string): Promise<Promotion> {
    const row = await promotionsRepository.findById(db, id);
    if (!row) throw notFound('promotion');
    return presentPromotion(row);
  },

  async create(trx: Executor, input: PromotionInputParsed, actor: Actor): Promise<Promotion> {
    const id = await promotionsRepository.insert(trx, toPromotionWrite(input));
    await auditCreate(trx, actor, 'promotion', id, input);
    return this.get(trx, id);
  },

  async update(trx: Executor, id: string, input: PromotionInputParsed, actor: Actor): Promise<Promotion> {
    const before = await this.get(trx, id);
    await promotionsRepository.update(trx, id, toPromotionWrite(input));
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
