import type { z } from 'zod';
import type { PickupPoint, PickupPointInputSchema } from '@tours/core/schemas';
import type { Executor } from '../db';
import { auditCreate, auditUpdate, recordAudit, type Actor } from '../lib/audit';
import { notFound } from '../errors';
import { presentPickupPoint, toPickupPointWrite } from './presenter';
import { pickupPointsRepository } from './repository';

type PickupPointInputParsed = z.output<typeof PickupPointInputSchema>;

export const pickupPointsService = {
  async list(db: Executor): Promise<PickupPoint[]> {
    return (await pickupPointsRepository.list(db)).map(presentPickupPoint);
  },

  async create(trx: Executor, input: PickupPointInputParsed, actor: Actor): Promise<PickupPoint> {
    const row = await pickupPointsRepository.insert(trx, toPickupPointWrite(input));
    await auditCreate(trx, actor, 'pickup_point', row.id, input);
    return presentPickupPoint(row);
  },

  async update(trx: Executor, id: string, input: PickupPointInputParsed, actor: Actor): Promise<PickupPoint> {
    const before = await pickupPointsRepository.findById(trx, id);
    if (!before) throw notFound('pickup point');
    const after = await pickupPointsRepository.update(trx, id, toPickupPointWrite(input));
    if (!after) throw notFound('pickup point');
    await auditUpdate(trx, actor, 'pickup_point', id, { before: presentPickupPoint(before), input });
    return presentPickupPoint(after);
  },

  /** Tickets stop offering it; bookings that chose it keep it (they hold the point as it was). */
  async remove(trx: Executor, id: string, actor: Actor): Promise<void> {
    const row = await pickupPointsRepository.remove(trx, id);
    if (!row) throw notFound('pickup point');
    await recordAudit(trx, actor, {
      action: 'pickup_point.delete',
      entity: 'pickup_point',
      entityId: id,
      details: { name: row.name },
    });
  },
};
