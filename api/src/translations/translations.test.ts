import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminProductSchema,
  BookingSchema,
  MissingTranslationsItemSchema,
  ProductSchema,
  TicketSchema,
} from '@tours/core/schemas';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectValidation } from '../../test/expect';
import { checkoutBody, createTicket } from '../checkout/testing/fixtures';
import { DEMO_TICKET_IDS } from '../db/demo-catalogue';
import {
  DEMO_LOCATION_TRANSLATIONS,
  DEMO_PLACE_TRANSLATIONS,
  DEMO_QUESTION_TRANSLATIONS,
} from '../demo/demo-place-translations';

let t: TestApp;
let token: string;

beforeAll(async () => {
  // The catalogue cache on: a read in one language must never answer another's.
  t = await createTestApp({ seed: true, catalogueCache: 'in-process' });
  token = await t.loginAsAdmin();
});
afterAll(async () => {
  await t?.close();
});

const BURJ_MS = {
  ms: {
    name: 'Burj Khalifa: Dek Pemerhatian',
    description: 'Naik ke dek pemerhatian bangunan tertinggi di dunia.',
  },
  zh: { name: '哈利法塔观景台', description: '' },
};

/** A ticket of burj-khalifa as the admin reads it, ready to be written back. */
async function adminTicketInput() {
  const list = await t.request('GET', '/tickets/service', { query: { service: 'burj-khalifa' } });
  const admin = await t.request('GET', '/admin/get-ticket', { token, query: { id: list.body[0]._id } });
  const { _id, createdAt: _c, updatedAt: _u, ...input } = admin.body;
  return { id: _id as string, input };
}

describe('attractions in the language asked', () => {
  it('answers each product in English until staff write its translations, then in the language asked', async () => {
    // The demo is seeded translated: take Burj Khalifa's words away to start from English only.
    await t.request('PUT', '/admin/products/burj-khalifa/translations', {
      token,
      body: { translations: {} },
    });
    const before = await t.request('GET', '/products/hostName', {
      query: { hostName: 'localhost', lang: 'ms' },
    });
    const english = await t.request('GET', '/products/slug/burj-khalifa');
    expect(before.body.find((p: { slug: string }) => p.slug === 'burj-khalifa').name).toBe(english.body.name);

    const written = await t.request('PUT', '/admin/products/burj-khalifa/translations', {
      token,
      body: { translations: BURJ_MS },
    });
    expect(written.status).toBe(200);
    // A blank text is not stored: the English one shows there.
    expect(AdminProductSchema.parse(written.body).translations).toEqual({
      ms: BURJ_MS.ms,
      zh: { name: BURJ_MS.zh.name },
    });

    const ms = await t.request('GET', '/products/hostName', { query: { hostName: 'localhost', lang: 'ms' } });
    const burjMs = ProductSchema.parse(ms.body.find((p: { slug: string }) => p.slug === 'burj-khalifa'));
    expect(burjMs).toMatchObject(BURJ_MS.ms);
    const zh = ProductSchema.parse(
      (await t.request('GET', '/products/slug/burj-khalifa', { query: { lang: 'zh' } })).body,
    );
    expect(zh.name).toBe(BURJ_MS.zh.name);
    expect(zh.description).toBe(english.body.description);
    // Arabic has nothing written: English throughout; English keeps its own.
    const ar = await t.request('GET', '/products', { query: { lang: 'ar' } });
    expect(ar.body.find((p: { slug: string }) => p.slug === 'burj-khalifa').name).toBe(english.body.name);
    const en = await t.request('GET', '/products/hostName', { query: { hostName: 'localhost' } });
    expect(en.body.find((p: { slug: string }) => p.slug === 'burj-khalifa').name).toBe(english.body.name);
    // Public reads carry the texts, not the translations.
    expect(burjMs).not.toHaveProperty('translations');

    const admin = await t.request('GET', '/admin/products/burj-khalifa', { token });
    expect(admin.body.translations.ms).toEqual(BURJ_MS.ms);
    expect(admin.body.name).toBe(english.body.name);
  });

  it('refuses a language it does not sell in, an unknown locale or field in a write, and an anonymous write', async () => {
    expectValidation(await t.request('GET', '/products', { query: { lang: 'fr' } }), 'lang');
    expectValidation(
      await t.request('GET', '/products/slug/burj-khalifa', { query: { lang: 'EN' } }),
      'lang',
    );
    expectValidation(
      await t.request('GET', '/tickets/service', { query: { service: 'burj-khalifa', lang: 'de' } }),
      'lang',
    );
    expectValidation(
      await t.request('PUT', '/admin/products/burj-khalifa/translations', {
        token,
        body: { translations: { en: { name: 'x' } } },
      }),
    );
    expectValidation(
      await t.request('PUT', '/admin/products/burj-khalifa/translations', {
        token,
        body: { translations: { ms: { slug: 'x' } } },
      }),
    );
    expect(
      (await t.request('PUT', '/admin/products/burj-khalifa/translations', { body: { translations: {} } }))
        .status,
    ).toBe(401);
    expect(
      (
        await t.request('PUT', '/admin/products/no-such-place/translations', {
          token,
          body: { translations: {} },
        })
      ).status,
    ).toBe(404);
  });
});

describe('tickets in the language asked', () => {
  it("stores a ticket write's translations and answers the public reads in the language asked", async () => {
    const { id, input } = await adminTicketInput();
    const translations = {
      ms: {
        title: 'Puncak, aras 124 dan 125',
        description: 'Lif pantas ke puncak.',
        included: ['Tiket masuk'],
      },
      ar: { title: 'القمة، الطابقان 124 و125' },
    };
    const res = await t.request('PUT', `/update-ticket/${id}`, { token, body: { ...input, translations } });
    expect(res.status).toBe(200);
    expect(TicketSchema.parse(res.body).translations).toEqual(translations);

    const warm = await t.request('GET', '/tickets/service', { query: { service: 'burj-khalifa' } });
    const ms = await t.request('GET', '/tickets/service', { query: { service: 'burj-khalifa', lang: 'ms' } });
    const msTicket = TicketSchema.parse(ms.body.find((x: { _id: string }) => x._id === id));
    expect(msTicket).toMatchObject(translations.ms);
    expect(msTicket).not.toHaveProperty('translations');
    const ar = TicketSchema.parse((await t.request('GET', `/tickets/${id}`, { query: { lang: 'ar' } })).body);
    expect(ar.title).toBe(translations.ar.title);
    // No Arabic description or list: the English ones.
    expect(ar.description).toBe(input.description);
    expect(ar.included).toEqual(input.included);
    const en = warm.body.find((x: { _id: string }) => x._id === id);
    expect(en.title).toBe(input.title);
    expect((await t.request('GET', `/tickets/${id}`)).body.title).toBe(input.title);
  });

  it('keeps the stored translations when an update leaves them out, and clears a blank one', async () => {
    const { id, input } = await adminTicketInput();
    const { translations: stored, ...withoutTranslations } = input;
    expect(stored.ms.title).toBeTruthy();
    const kept = await t.request('PUT', `/update-ticket/${id}`, {
      token,
      body: { ...withoutTranslations, title: 'At the Top, levels 124 and 125' },
    });
    expect(kept.body.translations).toEqual(stored);
    const cleared = await t.request('PUT', `/update-ticket/${id}`, {
      token,
      body: { ...withoutTranslations, translations: { ...stored, ms: { ...stored.ms, title: '  ' } } },
    });
    expect(cleared.body.translations.ms).not.toHaveProperty('title');
    const ms = await t.request('GET', `/tickets/${id}`, { query: { lang: 'ms' } });
    expect(ms.body.title).toBe(withoutTranslations.title);
    expect(ms.body.description).toBe(stored.ms.description);
  });
});

describe('promotions in the language asked', () => {
  it('answers the running banner in the language asked, English where it is not translated', async () => {
    const list = await t.request('GET', '/admin/promotions', { token });
    const promo = list.body.find((p: { hostName: string | null }) => p.hostName === 'localhost');
    const { _id, discountValue: _d, ...input } = promo;
    const translations = {
      ar: { title: 'مرحبًا بكم', message: 'خصم 10٪ على حجزكم الأول.' },
      zh: { title: '欢迎' },
    };
    const res = await t.request('PUT', `/admin/promotions/${_id}`, {
      token,
      body: { ...input, translations },
    });
    expect(res.status).toBe(200);
    expect(res.body.translations).toEqual(translations);
    const ar = await t.request('GET', '/single', { query: { hostName: 'localhost', lang: 'ar' } });
    expect(ar.body).toMatchObject(translations.ar);
    const zh = await t.request('GET', '/single', { query: { hostName: 'localhost', lang: 'zh' } });
    expect(zh.body).toMatchObject({ title: '欢迎', message: promo.message });
    const en = await t.request('GET', '/single', { query: { hostName: 'localhost' } });
    expect(en.body).toMatchObject({ title: promo.title, message: promo.message });
  });
});

describe('GET /admin/translations/missing', () => {
  it('lists what is not written in each language, and drops a record once it is', async () => {
    const res = await t.request('GET', '/admin/translations/missing', { token });
    expect(res.status).toBe(200);
    const items = res.body.map((item: unknown) => MissingTranslationsItemSchema.parse(item));
    const burj = items.find(
      (i: { kind: string; id: string }) => i.kind === 'attraction' && i.id === 'burj-khalifa',
    );
    // The write above replaced the seeded words: Malay lacks the area, Chinese the description and
    // the area, Arabic all three.
    expect(burj.missing).toEqual([
      { locale: 'ms', field: 'location' },
      { locale: 'ar', field: 'name' },
      { locale: 'ar', field: 'description' },
      { locale: 'ar', field: 'location' },
      { locale: 'zh', field: 'description' },
      { locale: 'zh', field: 'location' },
    ]);
    expect(items.some((i: { kind: string }) => i.kind === 'ticket')).toBe(true);

    await t.request('PUT', '/admin/products/dubai-frame/translations', {
      token,
      body: { translations: { ms: { name: 'Dubai Frame' } } },
    });
    const partial = (await t.request('GET', '/admin/translations/missing', { token })).body;
    expect(
      partial.find((i: { kind: string; id: string }) => i.kind === 'attraction' && i.id === 'dubai-frame')
        .missing,
    ).toHaveLength(8);
    const frame = await t.request('GET', '/products/slug/dubai-frame');
    const full = Object.fromEntries(
      (['ms', 'ar', 'zh'] as const).map((l) => [
        l,
        { name: `${frame.body.name} (${l})`, description: `${l}.`, location: `Zabeel (${l})` },
      ]),
    );
    await t.request('PUT', '/admin/products/dubai-frame/translations', {
      token,
      body: { translations: full },
    });
    const after = (await t.request('GET', '/admin/translations/missing', { token })).body;
    expect(
      after.some((i: { kind: string; id: string }) => i.kind === 'attraction' && i.id === 'dubai-frame'),
    ).toBe(false);
    expect((await t.request('GET', '/admin/translations/missing')).status).toBe(401);
  });
});

describe('the booking keeps the language it was made in', () => {
  it('stores the checkout locale (English when none is given) and presents it to staff', async () => {
    const ticket = await createTicket(t.db, { capacityPerSlot: null });
    const malay = await t.request('POST', '/payments/create-checkout', {
      body: { ...checkoutBody(ticket), locale: 'ms' },
    });
    expect(malay.status).toBe(201);
    const plain = await t.request('POST', '/payments/create-checkout', {
      body: { ...checkoutBody(ticket), email: 'other@example.com' },
    });
    expect(plain.status).toBe(201);
    const rows = await t.db('bookings').whereIn('booking_id', [malay.body.bookingId, plain.body.bookingId]);
    const localeOf = (ref: string) => rows.find((r: { booking_id: string }) => r.booking_id === ref).locale;
    expect(localeOf(malay.body.bookingId)).toBe('ms');
    expect(localeOf(plain.body.bookingId)).toBe('en');

    const malayId = rows.find((r: { booking_id: string }) => r.booking_id === malay.body.bookingId).id;
    const detail = await t.request('GET', `/admin/bookings/${malayId}`, { token });
    expect(BookingSchema.parse(detail.body).locale).toBe('ms');

    expectValidation(
      await t.request('POST', '/payments/create-checkout', {
        body: { ...checkoutBody(ticket), locale: 'fr' },
      }),
      'locale',
    );
    await expect(t.db('bookings').where({ id: rows[0].id }).update({ locale: 'fr' })).rejects.toThrow(
      /bookings_locale_check/,
    );
  });
});

describe('the success page reads the ticket in its language', () => {
  it('answers the ticket title in the language asked, else the booking’s, else as sold', async () => {
    const ticket = await createTicket(t.db, { capacityPerSlot: null });
    const arabic = 'تذكرة الاختبار';
    await t
      .db('tickets')
      .where({ id: ticket.id })
      .update({ translations: JSON.stringify({ ar: { title: arabic }, zh: { title: '测试门票' } }) });
    const created = await t.request('POST', '/payments/create-checkout', {
      body: { ...checkoutBody(ticket), locale: 'ar' },
    });
    expect(created.status, created.text).toBe(201);
    const paid = await fetch(`${t.baseUrl}${new URL(created.body.url).pathname}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    const success = new URL(paid.headers.get('location')!);
    expect(success.pathname).toBe('/ar/success');
    const successToken = success.searchParams.get('token')!;
    const read = async (lang?: string) => {
      const res = await t.request('GET', '/bookings/success', {
        query: lang ? { token: successToken, lang } : { token: successToken },
      });
      expect(res.status, res.text).toBe(200);
      return BookingSchema.parse(res.body);
    };
    // The page's language, the booking's by default (Arabic here), English as sold, Malay unwritten.
    expect((await read('ar')).ticketTitle).toBe(arabic);
    expect((await read()).ticketTitle).toBe(arabic);
    expect((await read('zh')).ticketTitle).toBe('测试门票');
    expect((await read('en')).ticketTitle).toBe(ticket.title);
    expect((await read('ms')).ticketTitle).toBe(ticket.title);
    // What staff and reports read stays the title it was sold under.
    const row = await t.db('bookings').where({ booking_id: created.body.bookingId }).first('ticket_title');
    expect(row.ticket_title).toBe(ticket.title);
    expectValidation(
      await t.request('GET', '/bookings/success', { query: { token: successToken, lang: 'fr' } }),
      'lang',
    );
  });
});

describe('the mails name the ticket in the booking’s language', () => {
  it('writes the confirmation with the ticket’s Malay title and option; the booking keeps the English ones', async () => {
    const ticket = await createTicket(t.db, { capacityPerSlot: null });
    await t
      .db('tickets')
      .where({ id: ticket.id })
      .update({
        translations: JSON.stringify({ ms: { title: 'Tiket Ujian Bumbung', preferences: ['Biasa'] } }),
      });
    const created = await t.request('POST', '/payments/create-checkout', {
      body: { ...checkoutBody(ticket), email: 'malay@example.com', locale: 'ms' },
    });
    expect(created.status).toBe(201);
    const paid = await fetch(`${t.baseUrl}${new URL(created.body.url).pathname}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const booking = await t.db('bookings').where({ booking_id: created.body.bookingId }).first();
    expect(booking.ticket_title).toBe(ticket.title);
    const mail = await t
      .db('mail_outbox')
      .where({ dedupe_key: `confirmation:${booking.id}` })
      .first();
    expect(mail.subject).toContain('Tiket Ujian Bumbung');
    expect(mail.text).toContain('Tiket Ujian Bumbung');
    expect(mail.text).not.toContain(ticket.title);
    // Its option too, while the booking keeps the English one it names.
    expect(mail.text).toContain('Biasa');
    expect(booking.preference).toBe('Standard');
  });
});

describe('where to meet and what a tour asks, in the language asked', () => {
  it('answers the area, the meeting point and the questions in the language, the choices still English', async () => {
    const museum = await t.request('GET', '/products/slug/museum-of-the-future', { query: { lang: 'ar' } });
    expect(museum.body.location).toBe(DEMO_LOCATION_TRANSLATIONS['museum-of-the-future']!.ar);
    expect((await t.request('GET', '/products/slug/museum-of-the-future')).body.location).toBe(
      'Sheikh Zayed Road',
    );

    const safari = DEMO_TICKET_IDS.eveningSafari;
    const ar = TicketSchema.parse(
      (await t.request('GET', `/tickets/${safari}`, { query: { lang: 'ar' } })).body,
    );
    expect(ar.meetingPoint).toBe(DEMO_PLACE_TRANSLATIONS[safari]!.ar.meetingPoint);
    const dietary = ar.questions!.find((q) => q.id === 'dietary-needs')!;
    const words = DEMO_QUESTION_TRANSLATIONS['Dietary needs for the BBQ dinner']!.ar!;
    expect(dietary).toMatchObject({
      label: words.label,
      helpText: words.helpText,
      optionLabels: words.options,
    });
    // The answers stay the English choices, whatever language the form was read in.
    expect(dietary.options[0]).toBe('None');
    expect(dietary).not.toHaveProperty('translations');
    const en = TicketSchema.parse((await t.request('GET', `/tickets/${safari}`)).body);
    expect(en.questions!.find((q) => q.id === 'dietary-needs')).toMatchObject({
      label: 'Dietary needs for the BBQ dinner',
    });
    expect(en.questions![0]).not.toHaveProperty('optionLabels');
    expect(en.meetingPoint).toMatch(/^Your hotel lobby/);
    // The options: a label in the language beside the English preference a booking names.
    expect(ar.pricing.map((p) => [p.preference, p.label])).toEqual([
      ['Shared 4x4', 'سيارة دفع رباعي مشتركة'],
      ['Private 4x4 (up to 6 guests)', 'سيارة دفع رباعي خاصة (حتى 6 ضيوف)'],
      ['Shared 4x4 with quad bike', 'سيارة دفع رباعي مشتركة مع دراجة رباعية'],
    ]);
    expect(en.pricing.every((p) => p.label === undefined)).toBe(true);
  });

  it('keeps a translated option at its English option’s place when one before it is not written', async () => {
    const {
      _id,
      createdAt: _c,
      updatedAt: _u,
      ...input
    } = (await t.request('GET', '/admin/get-ticket', { token, query: { id: DEMO_TICKET_IDS.marinaDhow } }))
      .body;
    const translations = {
      ...input.translations,
      zh: { ...input.translations.zh, preferences: ['', '上层'] },
    };
    const res = await t.request('PUT', `/update-ticket/${_id}`, { token, body: { ...input, translations } });
    expect(res.status).toBe(200);
    expect(res.body.translations.zh.preferences).toEqual(['', '上层']);
    const zh = await t.request('GET', `/tickets/${_id}`, { query: { lang: 'zh' } });
    expect(zh.body.pricing.map((p: { label?: string }) => p.label)).toEqual([undefined, '上层']);
  });

  it('keeps a question’s words through an admin read and write, and refuses more choices than it has', async () => {
    const admin = await t.request('GET', '/admin/get-ticket', {
      token,
      query: { id: DEMO_TICKET_IDS.overnightCamp },
    });
    const { _id, createdAt: _c, updatedAt: _u, ...input } = admin.body;
    expect(input.questions[0].translations.zh.label).toBeTruthy();
    expect(input.translations.ms.meetingPoint).toBeTruthy();
    const same = await t.request('PUT', `/update-ticket/${_id}`, { token, body: input });
    expect(same.status).toBe(200);
    expect(same.body.questions).toEqual(input.questions);
    expect(same.body.translations).toEqual(input.translations);

    const tooMany = structuredClone(input);
    tooMany.questions[0].translations.ms.options = [...tooMany.questions[0].options, 'Halal'];
    expectValidation(
      await t.request('PUT', `/update-ticket/${_id}`, { token, body: tooMany }),
      'questions.0.translations',
    );
    const after = await t.request('GET', '/admin/get-ticket', { token, query: { id: _id } });
    expect(after.body.questions).toEqual(input.questions);
  });
});
