import type { Executor } from '../db';

/** Records a webhook event id; false when it was seen before (the event is then a duplicate). */
export async function recordWebhookEvent(
  trx: Executor,
  event: { id: string; provider: string; type: string; sessionId: string | null; outcome: string },
): Promise<boolean> {
  const inserted = await trx('webhook_events')
    .insert({
      id: event.id,
      provider: event.provider,
      type: event.type,
      session_id: event.sessionId,
      outcome: event.outcome,
    })
    .onConflict('id')
    .ignore()
    .returning('id');
  return inserted.length > 0;
}

export async function setWebhookOutcome(trx: Executor, id: string, outcome: string): Promise<void> {
  await trx('webhook_events').where({ id }).update({ outcome });
}
