import { describe, expect, it } from 'vitest';
import type { QuestionDefinition } from '../src/domain/questions';
import { ManageDetailsDraft } from '../src/stores';
import { makeBooking, SATURDAY } from './fixtures';

const id = (n: number) => `5b0c1a2e-0000-4000-8000-${String(500 + n).padStart(12, '0')}`;
const point = (n: number, name: string, minutesBefore: number, extraPrice: number) => ({
  _id: id(n),
  name,
  area: 'Dubai',
  address: '',
  latitude: 25.1,
  longitude: 55.2,
  minutesBefore,
  extraPrice,
});
const POINTS = [
  point(1, 'Atlantis The Palm', 15, 2500),
  point(4, 'Address Dubai Marina', 25, 0),
  point(9, 'Armani Hotel Dubai', 35, 0),
];
const DIETARY: QuestionDefinition = {
  id: 'dietary-needs',
  label: 'Dietary needs',
  kind: 'choice',
  scope: 'participant',
  required: true,
  helpText: null,
  options: ['None', 'Vegan'],
};
const ticket = { pickupMode: 'required' as const, pickupPoints: POINTS, questions: [DIETARY] };
const stored = (p: (typeof POINTS)[number]) => ({
  pickupPointId: p._id,
  name: p.name,
  area: p.area,
  address: p.address,
  latitude: p.latitude,
  longitude: p.longitude,
  minutesBefore: p.minutesBefore,
  extraPrice: p.extraPrice,
  date: SATURDAY,
  time: '09:35',
});
const booking = makeBooking({
  childCount: 0,
  pickup: stored(POINTS[1]!),
  answers: {
    booking: { gone: 'x' },
    participants: [{ 'dietary-needs': 'None' }, { 'dietary-needs': 'Vegan' }],
  },
});

describe('ManageDetailsDraft: the hotel and answers of a booked visit', () => {
  it('starts from the booking, offering only the points at its extra price, answers to asked questions only', () => {
    const draft = new ManageDetailsDraft(booking, ticket);
    expect(draft.pickupPoints.map((p) => p.name)).toEqual(['Address Dubai Marina', 'Armani Hotel Dubai']);
    expect(draft.pointsAtOtherPrice).toBe(1);
    expect(draft.pickupAt).toEqual({ date: SATURDAY, time: '09:35' });
    expect(draft.answers.booking).toEqual({});
    expect([draft.isValid, draft.changed]).toEqual([true, false]);
  });

  it('another hotel moves the driver’s time; the request carries the point and the answers', () => {
    const draft = new ManageDetailsDraft(
      { ...booking, answers: { ...booking.answers!, booking: {} } },
      ticket,
    );
    expect(draft.changed).toBe(false);
    draft.choosePickupPoint(id(9));
    expect(draft.pickupAt).toEqual({ date: SATURDAY, time: '09:25' });
    expect(draft.request('t.k')).toEqual({
      token: 't.k',
      pickupPointId: id(9),
      answers: { booking: {}, participants: [{ 'dietary-needs': 'None' }, { 'dietary-needs': 'Vegan' }] },
    });
    expect(draft.changed).toBe(true);
  });

  it('a required answer left empty, or no hotel where one is required, is refused before sending', () => {
    const draft = new ManageDetailsDraft(booking, ticket);
    draft.setAnswer(1, 'dietary-needs', '');
    expect(Object.keys(draft.answerProblems)).toEqual(['participants.1.dietary-needs']);
    draft.choosePickupPoint(null);
    expect(draft.pickupProblem).toBe('pickup_required');
    expect(draft.isValid).toBe(false);
  });

  it('a ticket without pickups or questions has nothing to change and sends neither field', () => {
    const draft = new ManageDetailsDraft(makeBooking(), {});
    expect([draft.hasChoices, draft.request('t.k')]).toEqual([false, { token: 't.k' }]);
  });
});
