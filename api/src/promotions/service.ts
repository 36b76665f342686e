import type { z } from 'zod';
import type { ActivePromotion, Promotion, PromotionInputSchema } from '@tours/core/schemas';
import type { Executor } from '../db';
import { notFound } from '../errors';
import { presentActivePromotion, presentPromotion } from './presenter';
import { promotionsRepository, type PromotionWrite } from './repository';
import { normalizeHostName } from '../products/service';

export type PromotionInputParsed = z.output<typeof PromotionInputSchema>;

const toWrite = (input: PromotionInputParsed): PromotionWrite => ({
  title: input.title,
  message: input.message,
  coupon_code: input.couponCode,
  image_url: input.imageUrl,
  valid_from: input.validFrom,
  valid_until: input.validUntil,
  service: input.service,
  host_name: input.hostName ? normalizeHostName(input.hostName) : null,
  active: input.active,
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

  async create(db: Executor, input: PromotionInputParsed): Promise<Promotion> {
    const id = await promotionsRepository.insert(db, toWrite(input));
    return this.get(db, id);
  },

  async update(
    db: Executor,
    id: string,
    input: PromotionInputParsed,
  ): Promise<{ before: Promotion; after: Promotion }> {
    const before = await this.get(db, id);
    await promotionsRepository.update(db, id, toWrite(input));
    return { before, after: await this.get(db, id) };
  },

  /** Removes a promotion for good (nothing refers to one); answers what it was, for the audit log. */
  async delete(db: Executor, id: string): Promise<Promotion> {
    const before = await this.get(db, id);
    if (!(await promotionsRepository.delete(db, id))) throw notFound('promotion');
    return before;
  },
};
