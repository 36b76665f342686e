import {
  pickupTime,
  questionsByScope,
  QUESTION_LIMITS,
  zonedDateTime,
  type AnswerValue,
  type BookingAnswers,
  type CalendarDate,
  type PickupMode,
  type QuestionDefinition,
  type QuestionKind,
} from '@tours/core/domain';
import { answersSchemaFor, answersSoFarSchemaFor, type RawAnswers } from '@tours/core/schemas';
import type { Executor } from '../db';
import { ApiError } from '../errors';
import { checkedPickup, questionsOf, type TicketAsks } from '../pickups/booking-choice';
import { bookingPickupOf, type StoredPickup } from '../pickups/presenter';
import type { PickupPointRow } from '../pickups/repository';
import { octoBadRequest } from './errors';

/*
 * OCTO's `octo/pickups` and `octo/questions` on our pickups and questions. `@octocloud/types` 2.x
 * names both capabilities but carries no schema for their fields; the shapes here follow the
 * capabilities' own definitions (testing/extension-schemas.ts holds them as zod schemas the tests
 * parse every answer with). The rules stay the website's: core's pickup choice rule and pickup time,
 * core's answer schemas; a booking keeps its pickup and answers in the same columns as a checkout's,
 * so the mails, the admin and the manifest read them as they read the website's.
 */

/** A pickup point as OCTO shows it; `localDateTime` only where a visit gives it a day and a time. */
export interface OctoPickupPoint {
  id: string;
  name: string;
  directions: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  localDateTime: string | null;
  localDateTimeTo: string | null;
  googlePlaceId: string | null;
  street: string | null;
  postalCode: string | null;
  locality: string | null;
  region: string | null;
  state: string | null;
  country: string | null;
}

interface PointFields {
  id: string;
  name: string;
  area: string;
  address: string;
  latitude: number;
  longitude: number;
  minutesBefore: number;
}

function pointJson(p: PointFields, localDateTime: string | null): OctoPickupPoint {
  return {
    id: p.id,
    name: p.name,
    // OCTO has no field for how early the driver comes; on a product (no day yet) it is said here.
    directions:
      p.minutesBefore > 0 ? `The driver is here ${p.minutesBefore} minutes before the start.` : null,
    address: p.address || null,
    latitude: Number(p.latitude),
    longitude: Number(p.longitude),
    localDateTime,
    localDateTimeTo: null,
    googlePlaceId: null,
    street: null,
    postalCode: null,
    locality: p.area || null,
    region: null,
    state: null,
    country: null,
  };
}

const fromRow = (row: PickupPointRow): PointFields => ({ ...row, minutesBefore: row.minutes_before });

/** An option's pickup fields: whether it collects its guests, and from where. */
export function optionPickupJson(mode: PickupMode | null | undefined, points: readonly PickupPointRow[]) {
  const m = mode ?? 'none';
  return {
    pickupAvailable: m !== 'none',
    pickupRequired: m === 'required',
    pickupPoints: m === 'none' ? [] : points.map((p) => pointJson(fromRow(p), null)),
  };
}

/** An availability's pickup fields: each point with the time its driver is there for this start. */
export function availabilityPickupJson(
  mode: PickupMode | null | undefined,
  points: readonly PickupPointRow[],
  start: { date: CalendarDate; timeSlot: string | null },
) {
  const fields = optionPickupJson(mode, []);
  if (!fields.pickupAvailable) return fields;
  const pickupPoints = points.map((p) => {
    const at = pickupTime({ date: start.date, time: start.timeSlot }, p.minutes_before);
    return pointJson(fromRow(p), at ? zonedDateTime(at.date, at.time) : null);
  });
  return { ...fields, pickupPoints };
}

/** A booking's pickup fields: the point it keeps, collected at core's pickupTime of its own visit. */
export function bookingPickupJson(stored: unknown, visit: { date: CalendarDate; timeSlot: string | null }) {
  const p = bookingPickupOf(stored, { bookingDate: visit.date, timeSlot: visit.timeSlot });
  if (!p) return { pickupRequested: false, pickupPointId: null, pickupNotes: null, pickupPoint: null };
  const at = p.time ? zonedDateTime(p.date, p.time) : null;
  return {
    pickupRequested: true,
    pickupPointId: p.pickupPointId,
    pickupNotes: p.time
      ? `Collected from ${p.name} at ${p.time} on ${p.date}.`
      : `Collected from ${p.name} on ${p.date}.`,
    pickupPoint: pointJson({ ...p, id: p.pickupPointId }, at),
  };
}

/** What a reservation or change asks of the pickup. */
export interface PickupRequest {
  pickupRequested?: boolean | null | undefined;
  pickupPointId?: string | null | undefined;
}

/**
 * The point a booking is collected from, checked with core's pickup choice rule (checkedPickup, as
 * the checkout checks it); its refusal is OCTO's BAD_REQUEST naming the field. `pickupRequested:
 * false` is no pickup; a point id alone asks for it.
 */
export async function octoPickupChoice(
  db: Executor,
  ticket: TicketAsks,
  req: PickupRequest,
): Promise<StoredPickup | null> {
  if (req.pickupRequested === true && !req.pickupPointId)
    throw octoBadRequest("pickupPointId: name one of the option's pickupPoints to be collected from.");
  const chosen = req.pickupRequested === false ? null : (req.pickupPointId ?? null);
  try {
    return await checkedPickup(db, ticket, chosen);
  } catch (error) {
    if (error instanceof ApiError) throw octoBadRequest(`pickupPointId: ${error.message}`);
    throw error;
  }
}

/** OCTO's input types for our question kinds (HTML's, as the capability uses them). */
const INPUT_TYPES: Record<QuestionKind, string> = {
  short_text: 'text',
  long_text: 'textarea',
  choice: 'select',
  yes_no: 'radio',
  date: 'date',
};
const YES = 'yes';
const NO = 'no';

export interface OctoQuestion {
  id: string;
  title: string;
  label: string;
  shortDescription: string | null;
  hint: string | null;
  required: boolean;
  inputType: string;
  selectOptions: { label: string; value: string }[];
  maxLength: number | null;
}

export function questionJson(d: QuestionDefinition): OctoQuestion {
  const options =
    d.kind === 'yes_no'
      ? [
          { label: 'Yes', value: YES },
          { label: 'No', value: NO },
        ]
      : d.options.map((o) => ({ label: o, value: o }));
  return {
    id: d.id,
    title: d.label,
    label: d.label,
    shortDescription: d.helpText,
    hint: d.helpText,
    required: d.required,
    inputType: INPUT_TYPES[d.kind],
    selectOptions: options,
    maxLength:
      d.kind === 'short_text'
        ? QUESTION_LIMITS.shortTextMax
        : d.kind === 'long_text'
          ? QUESTION_LIMITS.longTextMax
          : null,
  };
}

/** The questions of an option (asked once a booking) and of each unit (asked of every participant). */
export function questionsJson(ticket: Pick<TicketAsks, 'questions'>) {
  const { booking, participant } = questionsByScope(questionsOf(ticket));
  return { option: booking.map(questionJson), unit: participant.map(questionJson) };
}

/** An answer as a reseller sends it: OCTO's answers are text, yes/no included. */
export interface QuestionAnswerInput {
  questionId: string;
  value: string | null;
}

const octoValue = (v: AnswerValue | undefined): string | null =>
  v === undefined ? null : typeof v === 'boolean' ? (v ? YES : NO) : v;

/** Each question with its answer (null while unanswered), in the definitions' order. */
export function questionAnswersJson(
  definitions: readonly QuestionDefinition[],
  answers: Record<string, AnswerValue> | undefined,
) {
  return definitions.map((d) => ({
    questionId: d.id,
    question: questionJson(d),
    value: octoValue(answers?.[d.id]),
  }));
}

/** A text answer as our value: a yes/no question's `yes`/`no` (or `true`/`false`) is a boolean. */
function ourValue(d: QuestionDefinition | undefined, value: string | null): AnswerValue | null {
  if (value === null || d?.kind !== 'yes_no') return value;
  const v = value.trim().toLowerCase();
  return v === YES || v === 'true' ? true : v === NO || v === 'false' ? false : value;
}

function overlay(
  definitions: readonly QuestionDefinition[],
  base: Record<string, AnswerValue> | undefined,
  given: readonly QuestionAnswerInput[] | undefined,
): Record<string, AnswerValue | null> {
  const out: Record<string, AnswerValue | null> = { ...base };
  for (const a of given ?? []) {
    out[a.questionId] = ourValue(
      definitions.find((d) => d.id === a.questionId),
      a.value,
    );
  }
  return out;
}

/** A unit item as the answers see it: its uuid, how many people it is and whether they are adults. */
export interface AnsweringItem {
  uuid: string;
  adult: boolean;
  pax: number;
  questionAnswers?: readonly QuestionAnswerInput[] | undefined;
}

/**
 * Which of the booking's participants (adults first, as the website lists them) each unit item is.
 * A pair (a buy-one-get-one unit) is two participants who share the unit item's answers.
 */
export function participantsOf(items: readonly Pick<AnsweringItem, 'adult' | 'pax'>[]): number[][] {
  const slots: number[][] = items.map(() => []);
  let next = 0;
  for (const adult of [true, false]) {
    items.forEach((item, i) => {
      if (item.adult !== adult) return;
      for (let k = 0; k < item.pax; k++) slots[i]!.push(next++);
    });
  }
  return slots;
}

/**
 * The answers a booking would hold: those it holds (laid out for its unit items `before`), with the
 * request's answers over them, laid out for its unit items `after` (a unit item keeps its answers by
 * its uuid when the units change).
 */
export function mergedAnswers(
  stored: BookingAnswers | null,
  before: readonly AnsweringItem[],
  after: readonly AnsweringItem[],
  bookingAnswers: readonly QuestionAnswerInput[] | undefined,
  definitions: readonly QuestionDefinition[],
): RawAnswers {
  const old = new Map<string, Record<string, AnswerValue>>();
  participantsOf(before).forEach((slot, i) => {
    const set = stored?.participants[slot[0] ?? -1];
    if (set) old.set(before[i]!.uuid, set);
  });
  const participants: Record<string, AnswerValue | null>[] = [];
  participantsOf(after).forEach((slot, i) => {
    const set = overlay(definitions, old.get(after[i]!.uuid), after[i]!.questionAnswers);
    for (const p of slot) participants[p] = set;
  });
  return { booking: overlay(definitions, stored?.booking, bookingAnswers), participants };
}

/**
 * The answers checked with core's schemas: every answer given is checked now, the required ones
 * only when `complete` (at confirmation). A refusal is OCTO's BAD_REQUEST naming the answer; `due`
 * says whether required answers are still missing. Null answers for a ticket that asks nothing.
 */
export function checkedOctoAnswers(
  definitions: readonly QuestionDefinition[],
  raw: RawAnswers,
  participants: number,
  complete: boolean,
): { answers: BookingAnswers | null; due: boolean } {
  const schema = (complete ? answersSchemaFor : answersSoFarSchemaFor)(definitions, participants);
  const result = schema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const where = issue.path.map(String);
    const name =
      where[0] === 'participants' && where.length > 2
        ? `unitItems: participant ${Number(where[1]) + 1}, question ${where[2]}`
        : where[0] === 'booking' && where[1]
          ? `questionAnswers: question ${where[1]}`
          : `questionAnswers`;
    throw octoBadRequest(`${name}: ${issue.message}`);
  }
  if (definitions.length === 0) return { answers: null, due: false };
  const due = !complete && !answersSchemaFor(definitions, participants).safeParse(raw).success;
  return { answers: result.data, due };
}
