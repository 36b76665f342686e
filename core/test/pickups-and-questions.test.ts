import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answeredQuestions,
  computeTotals,
  mapsUrl,
  pickupChoiceProblem,
  pickupExtraOf,
  pickupTime,
  questionIn,
  searchPickupPoints,
  type QuestionDefinition,
} from '../src/domain';
import {
  answersSchemaFor,
  answersSoFarSchemaFor,
  QuestionDefinitionSchema,
  QuestionDefinitionsSchema,
} from '../src/schemas';

describe('pickupTime', () => {
  it('is the start minus the point’s minutes, in Dubai', () => {
    expect(pickupTime({ date: '2026-12-24', time: '15:30' }, 45)).toEqual({
      date: '2026-12-24',
      time: '14:45',
    });
    expect(pickupTime({ date: '2026-12-24', time: '15:30' }, 0)).toEqual({
      date: '2026-12-24',
      time: '15:30',
    });
  });

  it('crosses midnight, the month and the year backwards', () => {
    expect(pickupTime({ date: '2026-12-24', time: '00:30' }, 60)).toEqual({
      date: '2026-12-23',
      time: '23:30',
    });
    expect(pickupTime({ date: '2027-03-01', time: '01:00' }, 90)).toEqual({
      date: '2027-02-28',
      time: '23:30',
    });
    expect(pickupTime({ date: '2027-01-01', time: '00:00' }, 1)).toEqual({
      date: '2026-12-31',
      time: '23:59',
    });
  });

  it('reads the wall clock of a zone that changes its clocks in between', () => {
    // London moves from 01:00 to 02:00 on 29 March 2026: an hour before 02:30 is 00:30 on the clock.
    expect(pickupTime({ date: '2026-03-29', time: '02:30' }, 60, 'Europe/London')).toEqual({
      date: '2026-03-29',
      time: '00:30',
    });
    // Back from 02:00 to 01:00 on 25 October: two hours before 03:00 is 02:00 − 1 h of wall clock.
    expect(pickupTime({ date: '2026-10-25', time: '03:00' }, 120, 'Europe/London')).toEqual({
      date: '2026-10-25',
      time: '01:00',
    });
  });

  it('gives the same answer whatever the machine’s zone (instants, not local dates)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        fc.integer({ min: 0, max: 1440 }),
        (h, m, before) => {
          const time = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
          const got = pickupTime({ date: '2026-12-24', time }, before)!;
          // Dubai has no clock changes: plain minutes arithmetic must agree.
          const minutes = h * 60 + m - before;
          const day = minutes < 0 ? '2026-12-23' : '2026-12-24';
          const wrapped = (minutes + 1440) % 1440;
          const expected = `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
          expect(got).toEqual({ date: day, time: expected });
        },
      ),
    );
  });

  it('is null without a start time and refuses a nonsense offset', () => {
    expect(pickupTime({ date: '2026-12-24', time: null }, 30)).toBeNull();
    expect(() => pickupTime({ date: '2026-12-24', time: '10:00' }, -5)).toThrow(RangeError);
    expect(() => pickupTime({ date: '2026-12-24', time: '10:00' }, 1.5)).toThrow(RangeError);
  });
});

describe('the pickup choice rule', () => {
  const offered = ['a', 'b'];
  it('a ticket without pickups takes none', () => {
    expect(pickupChoiceProblem('none', null, [])).toBeNull();
    expect(pickupChoiceProblem('none', 'a', offered)).toBe('pickup_not_offered');
  });
  it('a required pickup names one of the ticket’s points', () => {
    expect(pickupChoiceProblem('required', null, offered)).toBe('pickup_required');
    expect(pickupChoiceProblem('required', 'c', offered)).toBe('unknown_pickup_point');
    expect(pickupChoiceProblem('required', 'b', offered)).toBeNull();
  });
  it('an optional pickup may be left out', () => {
    expect(pickupChoiceProblem('optional', undefined, offered)).toBeNull();
    expect(pickupChoiceProblem('optional', 'a', offered)).toBeNull();
    expect(pickupChoiceProblem('optional', 'z', offered)).toBe('unknown_pickup_point');
  });
});

describe('pickup extra in the totals (property)', () => {
  const price = fc.integer({ min: 0, max: 10_000_000 });
  const count = fc.integer({ min: 0, max: 100 });
  it('adds extra × participants to the sum, the discount applies to the whole, nothing is lost', () => {
    fc.assert(
      fc.property(
        count,
        count,
        price,
        price,
        price,
        fc.integer({ min: 0, max: 100 }),
        fc.boolean(),
        (a, c, pa, pc, extra, pct, coupon) => {
          const base = { adultCount: a, childCount: c, prices: { adult: pa, child: pc } };
          const couponPart = coupon ? { couponCode: 'SAVE', discountValue: pct } : {};
          const t = computeTotals({ ...base, ...couponPart, pickupExtra: extra });
          const without = computeTotals({ ...base, ...couponPart });
          expect(t.pickupTotal).toBe((a + c) * extra);
          expect(t.totalAmount).toBe(t.adultTotal + t.childTotal + t.pickupTotal);
          expect(t.totalAmount).toBe(without.totalAmount + t.pickupTotal);
          expect(t.totalDiscountAmount).toBe(t.totalAmount - t.discountAmount);
          expect(t.totalDiscountAmount).toBeGreaterThanOrEqual(without.totalDiscountAmount);
          expect(Number.isSafeInteger(t.totalDiscountAmount)).toBe(true);
          expect(without.pickupTotal).toBe(0);
        },
      ),
    );
  });

  it('refuses a fractional or negative extra price', () => {
    const base = { adultCount: 1, childCount: 0, prices: { adult: 100, child: 0 } };
    expect(() => computeTotals({ ...base, pickupExtra: 1.5 })).toThrow(RangeError);
    expect(() => computeTotals({ ...base, pickupExtra: -1 })).toThrow(RangeError);
    expect(pickupExtraOf(null)).toBe(0);
    expect(pickupExtraOf({ extraPrice: 2500 })).toBe(2500);
  });
});

describe('pickup points for people', () => {
  const points = [
    { name: 'Atlantis The Palm', area: 'Palm Jumeirah', address: 'Crescent Road' },
    { name: 'Rove Downtown', area: 'Downtown Dubai', address: 'Al Sukook Street' },
  ];
  it('are found by any words of their name, area or address', () => {
    expect(searchPickupPoints(points, 'palm').map((p) => p.name)).toEqual(['Atlantis The Palm']);
    expect(searchPickupPoints(points, 'downtown rove')).toHaveLength(1);
    expect(searchPickupPoints(points, '  ')).toHaveLength(2);
    expect(searchPickupPoints(points, 'marina')).toHaveLength(0);
  });
  it('open maps at their coordinates', () => {
    expect(mapsUrl(25.130366, 55.117142)).toBe(
      'https://www.google.com/maps/search/?api=1&query=25.130366%2C55.117142',
    );
  });
});

const q = (over: Partial<QuestionDefinition> & Pick<QuestionDefinition, 'id' | 'kind'>): QuestionDefinition =>
  QuestionDefinitionSchema.parse({ label: over.id, ...over });

describe('question definitions', () => {
  it('take defaults and refuse a choice without options or duplicate ids', () => {
    expect(QuestionDefinitionSchema.parse({ id: 'hotel-room', label: 'Room', kind: 'short_text' })).toEqual({
      id: 'hotel-room',
      label: 'Room',
      kind: 'short_text',
      scope: 'booking',
      required: false,
      helpText: null,
      options: [],
    });
    expect(
      QuestionDefinitionSchema.safeParse({ id: 'x', label: 'X', kind: 'choice', options: ['a'] }).success,
    ).toBe(false);
    expect(QuestionDefinitionSchema.safeParse({ id: 'Bad Id', label: 'X', kind: 'date' }).success).toBe(
      false,
    );
    expect(
      QuestionDefinitionsSchema.safeParse([
        { id: 'a', label: 'A', kind: 'date' },
        { id: 'a', label: 'B', kind: 'date' },
      ]).success,
    ).toBe(false);
  });
});

describe('answersSchemaFor', () => {
  const kinds = {
    short: q({ id: 'room', kind: 'short_text', required: true }),
    long: q({ id: 'notes', kind: 'long_text' }),
    choice: q({ id: 'diet', kind: 'choice', required: true, options: ['None', 'Vegetarian', 'Vegan'] }),
    yesNo: q({ id: 'first-visit', kind: 'yes_no', required: true }),
    date: q({ id: 'arrival', kind: 'date' }),
  };

  it('short text: required means not blank, text is trimmed and bounded', () => {
    const s = answersSchemaFor([kinds.short], 2);
    expect(s.parse({ booking: { room: ' 1204 ' } })).toEqual({ booking: { room: '1204' }, participants: [] });
    expect(s.safeParse({ booking: { room: '   ' } }).success).toBe(false);
    expect(s.safeParse({ booking: {} }).success).toBe(false);
    expect(s.safeParse({ booking: { room: 'x'.repeat(201) } }).success).toBe(false);
    expect(s.safeParse({ booking: { room: true } }).success).toBe(false);
  });

  it('long text: optional, a blank is dropped, longer text allowed', () => {
    const s = answersSchemaFor([kinds.long], 1);
    expect(s.parse({ booking: { notes: '' } })).toEqual({ booking: {}, participants: [] });
    expect(s.parse({})).toEqual({ booking: {}, participants: [] });
    expect(s.parse({ booking: { notes: 'y'.repeat(1500) } }).booking.notes).toHaveLength(1500);
    expect(s.safeParse({ booking: { notes: 'y'.repeat(2001) } }).success).toBe(false);
  });

  it('choice: one of the options, "None" being an answer', () => {
    const s = answersSchemaFor([kinds.choice], 1);
    expect(s.parse({ booking: { diet: 'None' } }).booking.diet).toBe('None');
    expect(s.safeParse({ booking: { diet: 'Pescatarian' } }).success).toBe(false);
    expect(s.safeParse({ booking: { diet: null } }).success).toBe(false);
  });

  it('yes/no: false is an answer, a string is not', () => {
    const s = answersSchemaFor([kinds.yesNo], 1);
    expect(s.parse({ booking: { 'first-visit': false } }).booking['first-visit']).toBe(false);
    expect(s.safeParse({ booking: { 'first-visit': 'yes' } }).success).toBe(false);
    expect(s.safeParse({ booking: {} }).success).toBe(false);
  });

  it('date: a real calendar date', () => {
    const s = answersSchemaFor([kinds.date], 1);
    expect(s.parse({ booking: { arrival: '2026-12-20' } }).booking.arrival).toBe('2026-12-20');
    expect(s.safeParse({ booking: { arrival: '2026-02-30' } }).success).toBe(false);
    expect(s.parse({ booking: { arrival: null } }).booking).toEqual({});
  });

  it('per participant: one set per guest, each checked, the count enforced', () => {
    const perGuest = q({
      id: 'diet',
      kind: 'choice',
      scope: 'participant',
      required: true,
      options: ['None', 'Vegan'],
    });
    const name = q({ id: 'passport-name', kind: 'short_text', scope: 'participant' });
    const s = answersSchemaFor([perGuest, name, kinds.short], 3);
    const ok = {
      booking: { room: '12' },
      participants: [
        { diet: 'None' },
        { diet: 'Vegan', 'passport-name': 'A B' },
        { diet: 'None', 'passport-name': '' },
      ],
    };
    expect(s.parse(ok).participants).toEqual([
      { diet: 'None' },
      { diet: 'Vegan', 'passport-name': 'A B' },
      { diet: 'None' },
    ]);
    expect(s.safeParse({ ...ok, participants: ok.participants.slice(0, 2) }).success).toBe(false);
    const missing = s.safeParse({ ...ok, participants: [{ diet: 'None' }, {}, { diet: 'None' }] });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.path).toEqual(['participants', 1, 'diet']);
  });

  it('refuses answers to questions the ticket does not ask, and participant sets it did not ask for', () => {
    const s = answersSchemaFor([kinds.long], 2);
    expect(s.safeParse({ booking: { notes: 'x', smuggled: 'y' } }).success).toBe(false);
    expect(s.safeParse({ booking: {}, participants: [{ a: 'b' }] }).success).toBe(false);
    expect(s.parse({ booking: {}, participants: [{}, {}] }).participants).toEqual([]);
  });

  it('with no questions, anything but nothing is refused', () => {
    const s = answersSchemaFor([], 4);
    expect(s.parse({})).toEqual({ booking: {}, participants: [] });
    expect(s.safeParse({ booking: { x: '1' } }).success).toBe(false);
  });

  it('the answered questions read in order, with labels, for mails and the manifest', () => {
    const diet = q({
      id: 'diet',
      label: 'Dietary needs',
      kind: 'choice',
      scope: 'participant',
      options: ['None', 'Vegan'],
    });
    const first = q({ id: 'first', label: 'First visit?', kind: 'yes_no' });
    expect(
      answeredQuestions([diet, first], {
        booking: { first: true },
        participants: [{ diet: 'None' }, { diet: 'Vegan' }],
      }),
    ).toEqual([
      { participant: null, label: 'First visit?', value: true },
      { participant: 1, label: 'Dietary needs', value: 'None' },
      { participant: 2, label: 'Dietary needs', value: 'Vegan' },
    ]);
  });
});

describe('a question in the visitor’s language', () => {
  const diet = q({
    id: 'diet',
    label: 'Dietary needs',
    kind: 'choice',
    scope: 'participant',
    helpText: 'Choose None when you eat everything.',
    options: ['None', 'Vegetarian', 'Vegan'],
    translations: {
      ar: { label: 'الاحتياجات الغذائية', options: ['لا شيء', '', 'نباتي صرف'] },
      zh: { label: '  ', helpText: '没有忌口请选“无”。' },
    },
  });

  it('reads its words in the language, each in English where it has none; the choices stay English', () => {
    const ar = questionIn(diet, 'ar');
    expect(ar).toMatchObject({ label: 'الاحتياجات الغذائية', helpText: diet.helpText });
    expect(ar.options).toEqual(diet.options);
    // A blank translation is none: the English choice shows at its place.
    expect(ar.optionLabels).toEqual(['لا شيء', 'Vegetarian', 'نباتي صرف']);
    expect(ar).not.toHaveProperty('translations');
    const zh = questionIn(diet, 'zh');
    expect(zh.label).toBe('Dietary needs');
    expect(zh.helpText).toBe('没有忌口请选“无”。');
    expect(zh.optionLabels).toEqual(diet.options);
    const en = questionIn(diet, 'en');
    expect(en).not.toHaveProperty('optionLabels');
    expect(en.label).toBe('Dietary needs');
    expect(questionIn(q({ id: 'room', kind: 'short_text' }), 'ms')).not.toHaveProperty('optionLabels');
  });

  it('lists the answers with the labels and choices of the booking’s language (a mail)', () => {
    const answers = { booking: {}, participants: [{ diet: 'Vegan' }, { diet: 'Vegetarian' }] };
    expect(answeredQuestions([diet], answers, 'ar')).toEqual([
      { participant: 1, label: 'الاحتياجات الغذائية', value: 'نباتي صرف' },
      { participant: 2, label: 'الاحتياجات الغذائية', value: 'Vegetarian' },
    ]);
    expect(answeredQuestions([diet], answers)[0]).toEqual({
      participant: 1,
      label: 'Dietary needs',
      value: 'Vegan',
    });
  });

  it('a question already read in a language (the storefront’s) lists its answers in its words', () => {
    const answers = { booking: {}, participants: [{ diet: 'Vegan' }] };
    const read = questionIn(diet, 'ar');
    expect(questionIn(read, 'ar')).toEqual(read);
    expect(answeredQuestions([read], answers)).toEqual([
      { participant: 1, label: 'الاحتياجات الغذائية', value: 'نباتي صرف' },
    ]);
  });

  it('refuses a translation with more choices than the question has', () => {
    const written = { ...diet, translations: { ms: { options: ['Tiada', 'Vegetarian', 'Vegan', 'Halal'] } } };
    expect(QuestionDefinitionSchema.safeParse(written).success).toBe(false);
    expect(QuestionDefinitionSchema.parse(diet).translations).toEqual(diet.translations);
  });
});

describe('answersSoFarSchemaFor', () => {
  const diet = q({
    id: 'diet',
    kind: 'choice',
    scope: 'participant',
    required: true,
    options: ['None', 'Vegan'],
  });
  const room = q({ id: 'room', kind: 'short_text', required: true });

  it('takes answers still missing, checks those given, and leaves the required ones to answersSchemaFor', () => {
    const soFar = answersSoFarSchemaFor([diet, room], 2);
    expect(soFar.parse({ booking: {}, participants: [{}, { diet: 'Vegan' }] })).toEqual({
      booking: {},
      participants: [{}, { diet: 'Vegan' }],
    });
    expect(soFar.safeParse({ participants: [{ diet: 'Fish' }, {}] }).success).toBe(false);
    expect(soFar.safeParse({ booking: { unknown: 'x' }, participants: [{}, {}] }).success).toBe(false);
    expect(
      answersSchemaFor([diet, room], 2).safeParse({ participants: [{}, { diet: 'Vegan' }] }).success,
    ).toBe(false);
  });
});
