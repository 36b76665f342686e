import type { Reseller } from '@tours/core/schemas';
import { iso } from '../lib/present';
import type { ResellerWithTickets } from './repository';

/** The key itself never leaves the server after it was issued; its hint tells keys apart. */
export function presentReseller(row: ResellerWithTickets): Reseller {
  return {
    _id: row.id,
    name: row.name,
    commissionPercent: row.commission_percent,
    ticketIds: row.ticket_ids,
    maxHeldSeats: row.max_held_seats,
    testOnly: row.test_only,
    keyHint: row.key_hint,
    keyCreatedAt: iso(row.key_created_at),
    revokedAt: iso(row.revoked_at),
    createdAt: iso(row.created_at)!,
  };
}
