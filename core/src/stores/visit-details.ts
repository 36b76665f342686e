import { makeAutoObservable } from 'mobx';
import {
  pickupChoiceProblem,
  pickupExtraOf,
  pickupTime,
  type LocalDateTime,
  type PickupChoiceProblem,
  type PickupMode,
} from '../domain/pickup';
import { questionsByScope, type QuestionDefinition } from '../domain/questions';
import type { Booking } from '../schemas/booking';
import type { Ticket } from '../schemas/catalogue';
import type { ManageDetailsRequest } from '../schemas/manage';
import type { PickupPoint } from '../schemas/pickups';
import { answersSchemaFor, type RawAnswers } from '../schemas/questions';
import type { DraftAnswers } from './booking-state';

/**
 * What the hotel and questions form reads and changes: the checkout's booking in progress, or a
 * booked visit's details on the manage page. One form, two owners.
 */
export interface VisitDetailsForm {
  readonly pickupMode: PickupMode;
  readonly pickupPoints: readonly PickupPoint[];
  readonly pickupPointId: string | null;
  readonly pickupPoint: PickupPoint | null;
  readonly pickupAt: LocalDateTime | null;
  readonly pickupProblem: PickupChoiceProblem | null;
  readonly currency: string;
  readonly questions: readonly QuestionDefinition[];
  readonly answers: DraftAnswers;
  readonly participantCount: number;
  /** One message per field path (`booking.room`, `participants.0.dietary-needs`), empty when all is well. */
  readonly answerProblems: Record<string, string>;
  choosePickupPoint(id: string | null): void;
  setAnswer(participant: number | null, questionId: string, value: string | boolean): void;
}

/** The answers as sent: one set per participant when the ticket asks participant questions. */
export function answersBodyOf(
  questions: readonly QuestionDefinition[],
  participants: number,
  answers: DraftAnswers,
): RawAnswers {
  const perGuest = questionsByScope(questions).participant.length > 0;
  return {
    booking: { ...answers.booking },
    participants: perGuest
      ? Array.from({ length: participants }, (_, i) => ({ ...(answers.participants[i] ?? {}) }))
      : [],
  };
}

/** The answers as the server will check them (core answersSchemaFor), one message per field path. */
export function answerProblemsOf(
  questions: readonly QuestionDefinition[],
  participants: number,
  body: RawAnswers,
): Record<string, string> {
  const result = answersSchemaFor(questions, participants).safeParse(body);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

/** One answer set with `value` for `questionId`: `participant` null for the booking's, else a guest's from 0. */
export function withAnswer(
  answers: DraftAnswers,
  participant: number | null,
  questionId: string,
  value: string | boolean,
): DraftAnswers {
  if (participant === null) return { ...answers, booking: { ...answers.booking, [questionId]: value } };
  const participants = [...answers.participants];
  while (participants.length <= participant) participants.push({});
  participants[participant] = { ...participants[participant], [questionId]: value };
  return { ...answers, participants };
}

/** The answers to the questions a ticket asks now, each kept only where it still has its scope. */
export function answersStillAsked(
  answers: DraftAnswers,
  questions: readonly QuestionDefinition[],
): DraftAnswers {
  const { booking, participant } = questionsByScope(questions);
  const keep = (set: Record<string, string | boolean>, asked: readonly QuestionDefinition[]) =>
    Object.fromEntries(Object.entries(set).filter(([id]) => asked.some((q) => q.id === id)));
  return {
    booking: keep(answers.booking, booking),
    participants: participant.length ? answers.participants.map((set) => keep(set, participant)) : [],
  };
}

/** The ticket's part the manage form needs (as the API reads it now). */
export type TicketAsks = Partial<Pick<Ticket, 'pickupMode' | 'pickupPoints' | 'questions'>>;

/**
 * A booked visit's hotel and answers as the visitor changes them on the manage page, until the
 * cut-off (POST /bookings/manage/details). Only the ticket's points at the booking's own extra price
 * are offered: another price is a payment or a refund, which is staff's to make (the API refuses it).
 */
export class ManageDetailsDraft implements VisitDetailsForm {
  readonly pickupMode: PickupMode;
  readonly pickupPoints: readonly PickupPoint[];
  /** How many of the ticket's points cost another price, so are not offered here. */
  readonly pointsAtOtherPrice: number;
  readonly questions: readonly QuestionDefinition[];
  readonly currency: string;
  readonly participantCount: number;
  pickupPointId: string | null;
  answers: DraftAnswers;
  private readonly visit: { date: string; time: string | null };
  private readonly initial: string;

  constructor(booking: Booking, ticket: TicketAsks) {
    this.pickupMode = ticket.pickupMode ?? 'none';
    const extra = pickupExtraOf(booking.pickup);
    const points = this.pickupMode === 'none' ? [] : (ticket.pickupPoints ?? []);
    this.pickupPoints = points.filter((p) => p.extraPrice === extra);
    this.pointsAtOtherPrice = points.length - this.pickupPoints.length;
    this.questions = ticket.questions ?? [];
    this.currency = booking.currency;
    this.participantCount = booking.adultCount + booking.childCount;
    this.pickupPointId = booking.pickup?.pickupPointId ?? null;
    this.answers = answersStillAsked(booking.answers ?? { booking: {}, participants: [] }, this.questions);
    this.visit = { date: booking.bookingDate, time: booking.timeSlot ?? null };
    this.initial = JSON.stringify(this.requestBody);
    makeAutoObservable<this, 'visit' | 'initial'>(this, { visit: false, initial: false }, { autoBind: true });
  }

  /** The visit has something to change: a pickup to choose or questions to answer. */
  get hasChoices(): boolean {
    return this.pickupMode !== 'none' || this.questions.length > 0;
  }

  get pickupPoint(): PickupPoint | null {
    return this.pickupPoints.find((p) => p._id === this.pickupPointId) ?? null;
  }

  /** When the driver is at the chosen point on the booked day (core pickupTime). */
  get pickupAt(): LocalDateTime | null {
    const point = this.pickupPoint;
    return point ? pickupTime(this.visit, point.minutesBefore) : null;
  }

  get pickupProblem(): PickupChoiceProblem | null {
    return pickupChoiceProblem(
      this.pickupMode,
      this.pickupPointId,
      this.pickupPoints.map((p) => p._id),
    );
  }

  get answerProblems(): Record<string, string> {
    return answerProblemsOf(this.questions, this.participantCount, this.answersBody);
  }

  get answersBody(): RawAnswers {
    return answersBodyOf(this.questions, this.participantCount, this.answers);
  }

  /** Nothing stops sending: the pickup stands and every answer passes core's schema. */
  get isValid(): boolean {
    return this.pickupProblem === null && Object.keys(this.answerProblems).length === 0;
  }

  /** The visitor changed something since the booking was read. */
  get changed(): boolean {
    return JSON.stringify(this.requestBody) !== this.initial;
  }

  /** The fields POST /bookings/manage/details changes (what the ticket has no use for is left out, so kept). */
  get requestBody(): Omit<ManageDetailsRequest, 'token'> {
    return {
      ...(this.pickupMode !== 'none' ? { pickupPointId: this.pickupPointId } : {}),
      ...(this.questions.length ? { answers: this.answersBody } : {}),
    };
  }

  request(token: string): ManageDetailsRequest {
    return { token, ...this.requestBody };
  }

  choosePickupPoint(id: string | null): void {
    this.pickupPointId = id;
  }

  setAnswer(participant: number | null, questionId: string, value: string | boolean): void {
    this.answers = withAnswer(this.answers, participant, questionId, value);
  }
}
