import { describe, expect, it } from 'vitest';
import type { Ticket } from '@tours/core/schemas';
import { countCsvRecords } from '../src/renderer/src/features/bookings/csv';
import { emptyTicketForm, formToInput, ticketToForm } from '../src/renderer/src/features/tickets/ticket-form';

describe('CSV export', () => {
  it('counts the records the API sent, a quoted line break inside a cell included', () => {
    expect(countCsvRecords('\uFEFFA,B\r\nx,"y\r\nz"\r\n"say ""hi""",w\r\n')).toBe(3);
    expect(countCsvRecords('A,B\r\nx,y')).toBe(2);
    expect(countCsvRecords('')).toBe(0);
  });
});

describe('ticket form', () => {
  it('reads typed prices as integer minor units of the ticket currency (core parseDecimalAmount)', () => {
    const row = { preference: 'Standard', weekDaysAdult: '0.1', weekDaysChild: '1,234.05' };
    const form = { ...emptyTicketForm('burj-khalifa'), title: 'At the Top' };
    const priced = (weekEndsAdult: string) => ({
      ...form,
      pricing: [{ ...row, weekEndsAdult, weekEndsChild: '19.99' }],
    });
    expect(formToInput(priced('120.50')).input?.pricing[0]).toMatchObject({
      weekDays: { adult: 10, child: 123405 },
      weekEnds: { adult: 12050, child: 1999 },
    });
    for (const bad of ['', 'abc', '1.234', '-5', '1e3']) {
      expect(formToInput(priced(bad)).errors['pricing.0.weekEnds.adult']).toBe(
        'Enter an amount in RM, e.g. 120.00.',
      );
    }
  });

  it('reports every problem by schema path', () => {
    const { input, errors } = formToInput(emptyTicketForm(''));
    expect(input).toBeNull();
    expect(errors['service']).toBeDefined();
    expect(errors['title']).toBeDefined();
    expect(errors['pricing.0.weekDays.adult']).toBe('Enter an amount in RM, e.g. 120.00.');
  });

  it('says each problem as a sentence in the field’s own words, never the validator’s', () => {
    const valid = {
      ...emptyTicketForm('burj-khalifa'),
      title: 'At the Top',
      pricing: [
        {
          preference: 'Standard',
          weekDaysAdult: '1',
          weekDaysChild: '1',
          weekEndsAdult: '1',
          weekEndsChild: '1',
        },
      ],
    };
    const errorsOf = (change: Partial<typeof valid>) => formToInput({ ...valid, ...change }).errors;
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ maxPerBooking: '150' })).toEqual({ maxPerBooking: 'Up to 100 people.' });
    expect(errorsOf({ maxPerBooking: '0' })).toEqual({ maxPerBooking: 'At least 1 person.' });
    expect(errorsOf({ maxPerBooking: 'lots' })).toEqual({ maxPerBooking: 'Enter a whole number.' });
    expect(errorsOf({ adultQrCount: '11' })).toEqual({ adultQrCount: 'Up to 10 QR codes per adult.' });
    expect(errorsOf({ childQrCount: '-1' })).toEqual({ childQrCount: 'Cannot be negative.' });
    expect(errorsOf({ capacityPerSlot: '2.5' })).toEqual({ capacityPerSlot: 'Enter a whole number.' });
    expect(errorsOf({ title: 'A' })).toEqual({ title: 'Enter a title of at least 2 characters.' });
    expect(errorsOf({ ticketType: 'Skip The Line' })).toEqual({
      ticketType: 'Use lower-case letters, digits and hyphens, e.g. skip-the-line.',
    });
    expect(errorsOf({ ticketImages: 'ftp://example.com/a.png' })).toEqual({
      'ticketImages.0': 'Each picture is an https:// address or a site path such as /assets/…',
    });
    expect(errorsOf({ isTimeSlot: true })).toEqual({
      timeSlots: 'A time-slot ticket needs at least one time slot.',
    });
    const policy = { free: true, freeHours: '48', partial: true, partialHours: '12', partialPercent: '120' };
    expect(errorsOf({ cancellationPolicy: policy })).toMatchObject({
      'cancellationPolicy.partial.refundPercent': 'Up to 99 %.',
    });
    expect(
      errorsOf({ cancellationPolicy: { ...policy, partialPercent: '40', freeHours: '900' } }),
    ).toMatchObject({ 'cancellationPolicy.freeUntilHours': 'Up to 720 hours.' });
    for (const message of Object.values(errorsOf({ maxPerBooking: '150', adultQrCount: 'x', title: '' })))
      expect(message).not.toMatch(/Too (big|small)|expected|Invalid input/);
  });

  it('produces a strict TicketInput that round-trips', () => {
    const form = {
      ...emptyTicketForm('burj-khalifa'),
      title: 'At the Top',
      isTimeSlot: true,
      timeSlots: ['09:00', '10:30'],
      capacityPerSlot: '50',
      attractionClosed: ['Monday' as const],
      pricing: [
        {
          preference: 'Standard',
          weekDaysAdult: '149',
          weekDaysChild: '99.50',
          weekEndsAdult: '169',
          weekEndsChild: '109',
        },
      ],
    };
    const { input, errors } = formToInput(form);
    expect(errors).toEqual({});
    expect(input).toMatchObject({
      service: 'burj-khalifa',
      pricing: [
        {
          preference: 'Standard',
          weekDays: { adult: 14900, child: 9950 },
          weekEnds: { adult: 16900, child: 10900 },
        },
      ],
      capacityPerSlot: 50,
      attractionClosed: ['Monday'],
    });
    const back = ticketToForm({
      ...(input as object),
      _id: '00000000-0000-4000-8000-000000000000',
      description: '',
      included: [],
      ticketImages: [],
      currency: 'myr',
      adultQrCount: 1,
      childQrCount: 1,
      maxPerBooking: 20,
      isAdultByOneGetOneActive: false,
      isChildByOneGetOneActive: false,
    } as unknown as Ticket);
    expect(back.pricing[0]!.weekDaysChild).toBe('99.50');
  });

  it('needs a slot for a time-slot ticket', () => {
    const form = {
      ...emptyTicketForm('burj-khalifa'),
      title: 'At the Top',
      isTimeSlot: true,
      pricing: [
        {
          preference: 'Standard',
          weekDaysAdult: '1',
          weekDaysChild: '1',
          weekEndsAdult: '1',
          weekEndsChild: '1',
        },
      ],
    };
    expect(formToInput(form).errors['timeSlots']).toMatch(/at least one time slot/);
  });
});
