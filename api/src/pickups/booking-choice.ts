import {
  PICKUP_CHOICE_MESSAGES,
  pickupChoiceProblem,
  type BookingAnswers,
  type PickupMode,
  type QuestionDefinition,
} from '@tours/core/domain';
import { answersSchemaFor, ERROR_CODES, type RawAnswers } from '@tours/core/schemas';
import type { Executor } from '../db';
import { unprocessable, validationFailed } from '../errors';
import { json } from '../lib/present';
import { storedPickupOf, type StoredPickup } from './presenter';
import { pickupPointsRepository } from './repository';

/** What a booking's pickup and answers are checked against: the ticket's mode, points and questions. */
export interface TicketAsks {
  id: string;
  pickup_mode?: PickupMode | null;
  questions?: unknown;
}

export function questionsOf(ticket: Pick<TicketAsks, 'questions'>): QuestionDefinition[] {
  return json<QuestionDefinition[]>(ticket.questions, []);
}

/**
 * The pickup point a booking chose, checked with core's pickup choice rule against the ticket's
 * points (422 PICKUP_INVALID), as the booking keeps it; null for none.
 */
export async function checkedPickup(
  db: Executor,
  ticket: TicketAsks,
  pickupPointId: string | null | undefined,
): Promise<StoredPickup | null> {
  const mode = ticket.pickup_mode ?? 'none';
  const points =
    mode === 'none' ? [] : ((await pickupPointsRepository.ofTickets(db, [ticket.id])).get(ticket.id) ?? []);
  const problem = pickupChoiceProblem(
    mode,
    pickupPointId,
    points.map((p) => p.id),
  );
  if (problem)
    throw unprocessable(ERROR_CODES.pickupInvalid, PICKUP_CHOICE_MESSAGES[problem], { reason: problem });
  const point = points.find((p) => p.id === pickupPointId);
  return point ? storedPickupOf(point) : null;
}

/**
 * The answers, checked on the server with the same schema the storefront's form uses (core
 * answersSchemaFor): a required answer left empty is a 400 naming it. Null for a ticket that asks
 * nothing.
 */
export function checkedAnswers(
  ticket: Pick<TicketAsks, 'questions'>,
  raw: RawAnswers | undefined,
  participants: number,
): BookingAnswers | null {
  const definitions = questionsOf(ticket);
  const result = answersSchemaFor(definitions, participants).safeParse(raw ?? {});
  if (!result.success) {
    const issues = result.error.issues.map((issue) => ({
      in: 'body',
      path: ['answers', ...issue.path.map(String)].join('.'),
      code: issue.code,
      message: issue.message,
    }));
    throw validationFailed({ issues }, `${issues[0]!.path}: ${issues[0]!.message}`);
  }
  return definitions.length ? result.data : null;
}
