// Over 400 lines on purpose: one MobX store whose getters derive from one another (counts, totals,
// amount due, canCheckout) and whose persistence restores through the same actions a visitor uses;
// split into pieces, makeAutoObservable would no longer see them as one observable. The rules
// themselves are core/src/domain functions this file only calls.
import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import { formatBookingDate, isCalendarDate, weekdayOf } from '../domain/calendar';
import { DEFAULT_CURRENCY, DEFAULT_MAX_PER_BOOKING } from '../domain/constants';
import { validateContact, type Contact, type ContactErrors } from '../domain/contact';
import {
  countsProblem,
  decreaseCount,
  increaseCount,
  participantLimit,
  type CountProblem,
} from '../domain/counts';
import { normalizeCouponCode } from '../domain/coupon';
import {
  computeTotals,
  unitPrices,
  type AgePrices,
  type Price,
  type PricingEntry,
  type Totals,
} from '../domain/pricing';
import type { Ticket } from '../schemas/catalogue';
import {
  pickupChoiceProblem,
  pickupExtraOf,
  pickupTime,
  type LocalDateTime,
  type PickupMode,
} from '../domain/pickup';
import type { QuestionDefinition } from '../domain/questions';
import type { PickupPoint } from '../schemas/pickups';
import { answersSchemaFor, type RawAnswers } from '../schemas/questions';
import type { CheckoutRequest } from '../schemas/checkout';
import {
  BOOKING_STATE_KEYS,
  BookingSnapshotSchema,
  initialBookingState,
  type BookingState,
} from './booking-state';
import type { KeyValueStorage } from './storage';

export const BOOKING_STORAGE_KEY = 'tours.booking.v1';

/** The ticket attributes a booking copies (its price and rules as chosen), plus the ticket's own bound. */
export type SelectableTicket = Pick<
  Ticket,
  | '_id'
  | 'service'
  | 'title'
  | 'pricing'
  | 'timeSlots'
  | 'adultQrCount'
  | 'childQrCount'
  | 'ticketType'
  | 'currency'
  | 'isTimeSlot'
  | 'isAdultByOneGetOneActive'
  | 'isChildByOneGetOneActive'
  | 'ticketImages'
  | 'attractionClosed'
> & { maxPerBooking?: number | null } & Partial<Pick<Ticket, 'pickupMode' | 'pickupPoints' | 'questions'>>;

export interface BookingStoreOptions {
  /** sessionStorage in the browser; a memory storage in tests and Node. Without one nothing persists. */
  storage?: KeyValueStorage | null;
  storageKey?: string;
}

/**
 * The visitor's in-progress booking: its state, the steps that change it (ticket, date, slot,
 * counts, coupon), and the totals as computed values from the core pricing rules.
 */
export class BookingStore implements BookingState {
  adultCount = 0;
  childCount = 0;
  email = '';
  name = '';
  mobileNumber = '';
  preference = '';
  preferenceIndex = 0;
  service = '';
  ticketId = '';
  ticketTitle = '';
  pricing: PricingEntry[] = [];
  bookingDate = '';
  bookingDateString = '';
  bookingDay = '';
  timeSlot = '';
  timeSlots: string[] = [];
  isPaxModalOpen = false;
  adultQrCount = 0;
  childQrCount = 0;
  ticketType = '';
  currency = DEFAULT_CURRENCY;
  isTimeSlot = false;
  isAdultByOneGetOneActive = false;
  isChildByOneGetOneActive = false;
  ticketImages: string[] = [];
  attractionClosed: string[] = [];
  couponCode = '';
  discountValue = 0;
  maxPerBooking = DEFAULT_MAX_PER_BOOKING;
  /**
   * Seats left at the chosen date and slot when last read (the slot's availability, or a checkout
   * refused for want of seats); null when not known or unlimited. Not stored: it is read again.
   */
  seatsLeft: number | null = null;
  /**
   * The ticket's pickups and questions, and the visitor's pickup point and answers. Not stored with
   * the booking: the checkout reads the ticket again, and the answers are given on that page.
   */
  pickupMode: PickupMode = 'none';
  pickupPoints: PickupPoint[] = [];
  questions: QuestionDefinition[] = [];
  pickupPointId: string | null = null;
  answers: { booking: Record<string, string | boolean>; participants: Record<string, string | boolean>[] } = {
    booking: {},
    participants: [],
  };

  private readonly storage: KeyValueStorage | null;
  private readonly storageKey: string;
  private readonly stopPersisting: IReactionDisposer;

  constructor(options: BookingStoreOptions = {}) {
    Object.assign(this, initialBookingState());
    this.storage = options.storage ?? null;
    this.storageKey = options.storageKey ?? BOOKING_STORAGE_KEY;
    this.restore();
    makeAutoObservable<this, 'storage' | 'storageKey' | 'stopPersisting'>(
      this,
      { storage: false, storageKey: false, stopPersisting: false },
      { autoBind: true },
    );
    this.stopPersisting = reaction(
      () => this.snapshot,
      (snapshot) => this.save(snapshot),
    );
  }

  /** The stored fields as a plain object (what persists, and what tests compare). */
  get snapshot(): BookingState {
    const out = {} as Record<keyof BookingState, unknown>;
    for (const key of BOOKING_STATE_KEYS) {
      const value = this[key];
      out[key] = Array.isArray(value)
        ? value.map((v: unknown) => (typeof v === 'object' ? { ...v } : v))
        : value;
    }
    return out as unknown as BookingState;
  }

  get unitPrices(): AgePrices | null {
    return unitPrices(this.pricing, this.preferenceIndex, this.bookingDay);
  }

  get totals(): Totals {
    return computeTotals({
      adultCount: this.adultCount,
      childCount: this.childCount,
      prices: this.unitPrices,
      couponCode: this.couponCode,
      discountValue: this.discountValue,
      pickupExtra: pickupExtraOf(this.pickupPoint),
    });
  }

  /** The chosen pickup point, if it is one of the ticket's. */
  get pickupPoint(): PickupPoint | null {
    return this.pickupPoints.find((p) => p._id === this.pickupPointId) ?? null;
  }

  /** When the driver is at the chosen point (core pickupTime), or null. */
  get pickupAt(): LocalDateTime | null {
    const point = this.pickupPoint;
    if (!point || !this.bookingDate) return null;
    return pickupTime(
      { date: this.bookingDate, time: this.isTimeSlot ? this.timeSlot : null },
      point.minutesBefore,
    );
  }

  /** Why the pickup choice cannot be sent (core pickupChoiceProblem), or null. */
  get pickupProblem() {
    return pickupChoiceProblem(
      this.pickupMode,
      this.pickupPointId,
      this.pickupPoints.map((p) => p._id),
    );
  }

  /** The answers as the server will check them (core answersSchemaFor), one message per field path. */
  get answerProblems(): Record<string, string> {
    const result = answersSchemaFor(this.questions, this.adultCount + this.childCount).safeParse(
      this.answersBody,
    );
    if (result.success) return {};
    return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  }

  /** The answers as sent: one set per participant when the ticket asks participant questions. */
  get answersBody(): RawAnswers {
    const perGuest = this.questions.some((q) => q.scope === 'participant');
    const guests = this.adultCount + this.childCount;
    return {
      booking: { ...this.answers.booking },
      participants: perGuest
        ? Array.from({ length: guests }, (_, i) => ({ ...(this.answers.participants[i] ?? {}) }))
        : [],
    };
  }

  choosePickupPoint(id: string | null): void {
    this.pickupPointId = id;
  }

  /** One answer: `participant` null for a booking question, else the guest's index from 0. */
  setAnswer(participant: number | null, questionId: string, value: string | boolean): void {
    if (participant === null) {
      this.answers.booking = { ...this.answers.booking, [questionId]: value };
      return;
    }
    const participants = [...this.answers.participants];
    while (participants.length <= participant) participants.push({});
    participants[participant] = { ...participants[participant], [questionId]: value };
    this.answers.participants = participants;
  }

  get adultTotal(): number {
    return this.totals.adultTotal;
  }

  get childTotal(): number {
    return this.totals.childTotal;
  }

  /** Always the undiscounted sum. */
  get totalAmount(): number {
    return this.totals.totalAmount;
  }

  get discountAmount(): number {
    return this.totals.discountAmount;
  }

  /** What the visitor pays: the sum minus the coupon discount (the sum itself without a coupon). */
  get totalDiscountAmount(): number {
    return this.totals.totalDiscountAmount;
  }

  /**
   * The amount due, the one total every screen shows (participants sheet, summary, bottom bar, pay
   * button) and the figure the checkout asks the server to confirm before it charges.
   */
  get amountDue(): Price {
    return { amount: this.totals.totalDiscountAmount, currency: this.currency };
  }

  get participantCount(): number {
    return this.adultCount + this.childCount;
  }

  get canIncreaseAdult(): boolean {
    return this.nextAdultUp() !== this.adultCount;
  }

  get canIncreaseChild(): boolean {
    return this.nextChildUp() !== this.childCount;
  }

  /** How many people this booking may hold: the ticket's bound, or the seats left when fewer. */
  get participantLimit(): number {
    return participantLimit(this.maxPerBooking, this.seatsLeft);
  }

  /** Why the counts cannot be booked; `too_many` is past participantLimit (the seats left included). */
  get countsProblem(): CountProblem | null {
    return countsProblem({ ...this.counts, maxPerBooking: this.participantLimit });
  }

  get contactErrors(): ContactErrors {
    return validateContact({ name: this.name, email: this.email, mobileNumber: this.mobileNumber });
  }

  /** Everything the checkout needs is chosen: ticket, date, slot when the ticket has slots, counts, contact. */
  get canCheckout(): boolean {
    return (
      this.ticketId !== '' &&
      this.unitPrices !== null &&
      this.bookingDate !== '' &&
      (!this.isTimeSlot || this.timeSlot !== '') &&
      this.countsProblem === null &&
      Object.keys(this.contactErrors).length === 0
    );
  }

  /**
   * The body of POST /payments/create-checkout. The server computes every amount; the amount due
   * shown here only travels as `expectedTotal`, so the server refuses to charge anything else.
   */
  get checkoutRequest(): CheckoutRequest | null {
    if (!this.canCheckout) return null;
    const due = this.amountDue;
    return {
      ticketId: this.ticketId,
      preferenceIndex: this.preferenceIndex,
      bookingDate: this.bookingDate,
      timeSlot: this.isTimeSlot ? this.timeSlot : null,
      adultCount: this.adultCount,
      childCount: this.childCount,
      couponCode: this.couponCode || undefined,
      expectedTotal: due.amount,
      expectedCurrency: due.currency,
      ...(this.pickupMode !== 'none' ? { pickupPointId: this.pickupPointId } : {}),
      ...(this.questions.length ? { answers: this.answersBody } : {}),
      name: this.name,
      email: this.email,
      mobileNumber: this.mobileNumber,
    };
  }

  /**
   * Copies the ticket's attributes into the booking. A different ticket starts a fresh choice of
   * preference, date, slot, counts and coupon; the same ticket again (a reload refreshing its data)
   * keeps the choices that are still valid for it.
   */
  selectTicket(ticket: SelectableTicket): void {
    const sameTicket = ticket._id === this.ticketId;
    this.service = ticket.service;
    this.ticketId = ticket._id;
    this.pricing = ticket.pricing.map((entry) => ({
      preference: entry.preference,
      ...(entry.label ? { label: entry.label } : {}),
      weekDays: { ...entry.weekDays },
      weekEnds: { ...entry.weekEnds },
    }));
    this.ticketTitle = ticket.title;
    this.timeSlots = [...ticket.timeSlots];
    this.adultQrCount = ticket.adultQrCount;
    this.childQrCount = ticket.childQrCount;
    this.ticketType = ticket.ticketType;
    this.currency = ticket.currency;
    this.isTimeSlot = ticket.isTimeSlot;
    this.isAdultByOneGetOneActive = ticket.isAdultByOneGetOneActive;
    this.isChildByOneGetOneActive = ticket.isChildByOneGetOneActive;
    this.ticketImages = [...ticket.ticketImages];
    this.attractionClosed = [...ticket.attractionClosed];
    this.maxPerBooking = ticket.maxPerBooking ?? DEFAULT_MAX_PER_BOOKING;
    this.pickupMode = ticket.pickupMode ?? 'none';
    this.pickupPoints = ticket.pickupPoints ? [...ticket.pickupPoints] : [];
    this.questions = ticket.questions ? [...ticket.questions] : [];
    if (!sameTicket || !this.pickupPoint) this.pickupPointId = null;
    if (!sameTicket) this.answers = { booking: {}, participants: [] };

    if (!sameTicket) {
      this.resetChoices();
      return;
    }
    if (!this.pricing[this.preferenceIndex]) {
      this.preference = '';
      this.preferenceIndex = 0;
    }
    if (this.timeSlot && (!this.isTimeSlot || !this.timeSlots.includes(this.timeSlot))) this.timeSlot = '';
    const problem = countsProblem(this);
    if (problem && problem !== 'none_selected') {
      this.adultCount = 0;
      this.childCount = 0;
    }
  }

  selectPreference(preference: string, index: number): void {
    if (!Number.isInteger(index) || index < 0) throw new RangeError(`Not a preference index: ${index}`);
    this.preference = preference;
    this.preferenceIndex = index;
  }

  /** Sets the date, its weekday and its display form; a slot chosen for another date is cleared. */
  selectDate(date: string): void {
    if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
    if (date !== this.bookingDate) {
      this.timeSlot = '';
      this.seatsLeft = null;
    }
    this.bookingDate = date;
    this.bookingDay = weekdayOf(date);
    this.bookingDateString = formatBookingDate(date);
  }

  selectTimeSlot(timeSlot: string): void {
    if (timeSlot !== this.timeSlot) this.seatsLeft = null;
    this.timeSlot = timeSlot;
  }

  /** The seats left at the chosen date and slot, as just read (null: unknown or unlimited). */
  setSeatsLeft(seats: number | null): void {
    if (seats !== null && (!Number.isInteger(seats) || seats < 0)) {
      throw new RangeError(`Seats left must be a whole number of at least 0, got ${seats}`);
    }
    this.seatsLeft = seats;
  }

  setPaxModalOpen(open: boolean): void {
    this.isPaxModalOpen = open;
  }

  increaseAdult(): void {
    this.adultCount = this.nextAdultUp();
  }

  decreaseAdult(): void {
    this.adultCount = decreaseCount(this.adultCount, this.isAdultByOneGetOneActive);
  }

  increaseChild(): void {
    this.childCount = this.nextChildUp();
  }

  decreaseChild(): void {
    this.childCount = decreaseCount(this.childCount, this.isChildByOneGetOneActive);
  }

  /** Stores a coupon the server has validated; `discountValue` is a whole percentage. */
  applyCoupon(couponCode: string, discountValue: number): void {
    if (!Number.isInteger(discountValue) || discountValue < 0 || discountValue > 100) {
      throw new RangeError(`discountValue must be a whole percentage from 0 to 100, got ${discountValue}`);
    }
    this.couponCode = normalizeCouponCode(couponCode);
    this.discountValue = discountValue;
  }

  removeCoupon(): void {
    this.couponCode = '';
    this.discountValue = 0;
  }

  setContact(contact: Partial<Contact>): void {
    if (contact.name !== undefined) this.name = contact.name;
    if (contact.email !== undefined) this.email = contact.email;
    if (contact.mobileNumber !== undefined) this.mobileNumber = contact.mobileNumber;
  }

  /** Resets every field to its initial value and forgets the stored booking. */
  cancelBooking(): void {
    Object.assign(this, initialBookingState());
    this.seatsLeft = null;
    this.removeStored();
  }

  /** Stops saving to storage (when the store is thrown away). */
  dispose(): void {
    this.stopPersisting();
  }

  private nextAdultUp(): number {
    return increaseCount(this.adultCount, this.isAdultByOneGetOneActive, {
      otherCount: this.childCount,
      maxPerBooking: this.participantLimit,
    });
  }

  private nextChildUp(): number {
    return increaseCount(this.childCount, this.isChildByOneGetOneActive, {
      otherCount: this.adultCount,
      maxPerBooking: this.participantLimit,
    });
  }

  /** A getter (computed), not a method: MobX would run a method as an untracked action. */
  private get counts() {
    return {
      adultCount: this.adultCount,
      childCount: this.childCount,
      isAdultByOneGetOneActive: this.isAdultByOneGetOneActive,
      isChildByOneGetOneActive: this.isChildByOneGetOneActive,
    };
  }

  private resetChoices(): void {
    const initial = initialBookingState();
    this.seatsLeft = null;
    this.preference = initial.preference;
    this.preferenceIndex = initial.preferenceIndex;
    this.bookingDate = initial.bookingDate;
    this.bookingDateString = initial.bookingDateString;
    this.bookingDay = initial.bookingDay;
    this.timeSlot = initial.timeSlot;
    this.adultCount = initial.adultCount;
    this.childCount = initial.childCount;
    this.couponCode = initial.couponCode;
    this.discountValue = initial.discountValue;
    this.isPaxModalOpen = initial.isPaxModalOpen;
  }

  private isPristine(snapshot: BookingState): boolean {
    const initial = initialBookingState();
    return BOOKING_STATE_KEYS.every((key) => JSON.stringify(snapshot[key]) === JSON.stringify(initial[key]));
  }

  private restore(): void {
    if (!this.storage) return;
    let raw: string | null;
    try {
      raw = this.storage.getItem(this.storageKey);
    } catch {
      return;
    }
    if (!raw) return;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      this.removeStored();
      return;
    }
    const parsed = BookingSnapshotSchema.safeParse(json);
    if (!parsed.success || (parsed.data.bookingDate !== '' && !isCalendarDate(parsed.data.bookingDate))) {
      this.removeStored();
      return;
    }
    Object.assign(this, parsed.data);
    // The weekday and the display form follow from the date; they are not trusted from storage.
    if (this.bookingDate) this.selectDate(this.bookingDate);
    else Object.assign(this, { bookingDay: '', bookingDateString: '' });
    const problem = countsProblem(this);
    if (problem && problem !== 'none_selected') Object.assign(this, { adultCount: 0, childCount: 0 });
  }

  private save(snapshot: BookingState): void {
    if (!this.storage) return;
    if (this.isPristine(snapshot)) {
      this.removeStored();
      return;
    }
    try {
      this.storage.setItem(this.storageKey, JSON.stringify(snapshot));
    } catch {
      // Storage full or disabled (private browsing): the booking still works, it just won't survive a reload.
    }
  }

  private removeStored(): void {
    try {
      this.storage?.removeItem(this.storageKey);
    } catch {
      // see save()
    }
  }
}
