import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CANCELLATION_POLICY, FAQ_FREE_HOURS_TOKEN } from '@tours/core/domain';
import { FaqEntrySchema, MissingTranslationsItemSchema, PublicFaqEntrySchema } from '@tours/core/schemas';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectError, expectValidation } from '../../test/expect';
import { createStaff, sessionFor } from '../../test/staff/support';
import { INITIAL_FAQ_ENTRIES } from './initial-entries';

let t: TestApp;
let owner: string;
let manager: string;
let desk: string;
const MISSING = '5b0c1a2e-0000-4000-8000-999999999999';
const HOURS = String(DEFAULT_CANCELLATION_POLICY.freeUntilHours);

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  owner = await t.loginAsAdmin();
  manager = await sessionFor(t.db, (await createStaff(t.db, 'manager')).id);
  desk = await sessionFor(t.db, (await createStaff(t.db, 'desk')).id);
});
afterAll(async () => {
  await t?.close();
});

const readFaq = async (lang?: string) => {
  const res = await t.request('GET', '/faq', lang ? { query: { lang } } : {});
  expect(res.status, res.text).toBe(200);
  return PublicFaqEntrySchema.array().parse(res.body);
};
const countRows = async () => Number((await t.db('faq_entries').count<{ n: number }>({ n: '*' }).first())?.n);

describe('GET /faq', () => {
  it('answers the shop’s questions in each language, booking first, the policy’s hours filled in', async () => {
    const en = await readFaq();
    expect(en.map((e) => e.section)).toEqual(INITIAL_FAQ_ENTRIES.map((e) => e.section));
    expect(en[0]!.question).toBe('How do I book an experience?');
    for (const [lang, policy] of [
      ['en', `Free cancellation up to ${HOURS} hours before the visit`],
      ['ms', `Pembatalan percuma sehingga ${HOURS} jam sebelum lawatan`],
      ['ar', `إلغاء مجاني حتى ${HOURS} ساعة قبل الزيارة`],
      ['zh', `游览前 ${HOURS} 小时免费取消`],
    ] as const) {
      const entries = await readFaq(lang);
      expect(entries).toHaveLength(INITIAL_FAQ_ENTRIES.length);
      const policyAnswer = entries.find((e) => e.section === 'cancellation')!.answer;
      expect(policyAnswer).toContain(policy);
      expect(JSON.stringify(entries)).not.toContain(FAQ_FREE_HOURS_TOKEN);
    }
    expect((await readFaq('ms'))[0]!.question).toBe('Bagaimanakah cara menempah sesuatu pengalaman?');
    expect((await readFaq('ar'))[0]!.question).toBe('كيف أحجز تجربة؟');
    expect((await readFaq('zh'))[0]!.question).toBe('如何预订体验项目？');
  });

  it('falls back to English field by field, and refuses a language it does not speak', async () => {
    const created = await t.request('POST', '/admin/faq', {
      token: owner,
      body: {
        section: 'booking',
        question: 'Can I bring a pram?',
        answer: 'Yes, prams are welcome at most attractions.',
        translations: { ms: { question: 'Bolehkah saya membawa kereta sorong bayi?' }, ar: { answer: '  ' } },
      },
    });
    expect(created.status, created.text).toBe(201);
    const ms = (await readFaq('ms')).find((e) => e._id === created.body._id)!;
    expect(ms).toMatchObject({
      question: 'Bolehkah saya membawa kereta sorong bayi?',
      answer: 'Yes, prams are welcome at most attractions.',
    });
    const ar = (await readFaq('ar')).find((e) => e._id === created.body._id)!;
    expect(ar.answer).toBe('Yes, prams are welcome at most attractions.');
    // A blank translation is stored as none.
    expect(FaqEntrySchema.parse(created.body).translations).toEqual({
      ms: { question: 'Bolehkah saya membawa kereta sorong bayi?' },
    });
    expectValidation(await t.request('GET', '/faq', { query: { lang: 'fr' } }), 'lang');
    await t.request('DELETE', `/admin/faq/${created.body._id}`, { token: owner });
  });
});

describe('/admin/faq', () => {
  it('adds a question last in its section, edits it per language and removes it, each in the audit log', async () => {
    const created = await t.request('POST', '/admin/faq', {
      token: manager,
      body: { section: 'cancellation', question: 'Can I change the name?', answer: 'Yes, write to us.' },
    });
    expect(created.status, created.text).toBe(201);
    const entry = FaqEntrySchema.parse(created.body);
    expect(entry.position).toBe(INITIAL_FAQ_ENTRIES.filter((e) => e.section === 'cancellation').length);

    const updated = await t.request('PUT', `/admin/faq/${entry._id}`, {
      token: manager,
      body: {
        section: 'cancellation',
        question: 'Can I change the name?',
        answer: 'Yes, write to us.',
        translations: {
          ms: { question: 'Bolehkah saya menukar nama?', answer: 'Boleh, tulis kepada kami.' },
        },
      },
    });
    expect(updated.status, updated.text).toBe(200);
    const ms = (await readFaq('ms')).find((e) => e._id === entry._id)!;
    expect(ms.answer).toBe('Boleh, tulis kepada kami.');
    expect((await readFaq('en')).find((e) => e._id === entry._id)!.answer).toBe('Yes, write to us.');

    const missing = await t.request('GET', '/admin/translations/missing', { token: manager });
    const item = MissingTranslationsItemSchema.array()
      .parse(missing.body)
      .find((i) => i.id === entry._id)!;
    expect(item).toMatchObject({ kind: 'faq', label: 'Can I change the name?', service: null });
    expect(item.missing.map((m) => m.locale)).not.toContain('ms');
    expect(item.missing).toContainEqual({ locale: 'ar', field: 'answer' });

    const removed = await t.request('DELETE', `/admin/faq/${entry._id}`, { token: manager });
    expect(removed.body).toEqual({ _id: entry._id, deleted: true });
    expect((await readFaq()).some((e) => e._id === entry._id)).toBe(false);
    expectError(await t.request('DELETE', `/admin/faq/${entry._id}`, { token: manager }), 404);
    const actions = await t
      .db('audit_log')
      .where({ entity: 'faq_entry', entity_id: entry._id })
      .pluck('action');
    expect(actions.sort()).toEqual(['faq_entry.create', 'faq_entry.delete', 'faq_entry.update']);
  });

  it('reorders a section, refusing a list that is not exactly its questions', async () => {
    const booking = (await readFaq()).filter((e) => e.section === 'booking').map((e) => e._id);
    const reversed = [...booking].reverse();
    const res = await t.request('PUT', '/admin/faq-order', {
      token: owner,
      body: { section: 'booking', ids: reversed },
    });
    expect(res.status, res.text).toBe(200);
    expect((await readFaq('zh')).filter((e) => e.section === 'booking').map((e) => e._id)).toEqual(reversed);
    expectError(
      await t.request('PUT', '/admin/faq-order', {
        token: owner,
        body: { section: 'booking', ids: reversed.slice(1) },
      }),
      409,
    );
    await t.request('PUT', '/admin/faq-order', { token: owner, body: { section: 'booking', ids: booking } });
    expect((await readFaq()).filter((e) => e.section === 'booking').map((e) => e._id)).toEqual(booking);
  });

  it('refuses an invalid write with 400 and changes nothing', async () => {
    const before = await t.request('GET', '/admin/faq', { token: owner });
    const rows = await countRows();
    const first = FaqEntrySchema.parse(before.body[0]);
    expectValidation(
      await t.request('POST', '/admin/faq', {
        token: owner,
        body: { section: 'refunds', question: 'A question?', answer: 'An answer.' },
      }),
      'section',
    );
    expectValidation(
      await t.request('POST', '/admin/faq', {
        token: owner,
        body: { section: 'booking', question: 'Q', answer: 'x'.repeat(2001) },
      }),
    );
    expectValidation(
      await t.request('PUT', `/admin/faq/${first._id}`, {
        token: owner,
        body: { ...first, translations: { fr: { question: 'Comment réserver ?' } } },
      }),
    );
    expectValidation(
      await t.request('PUT', `/admin/faq/${first._id}`, {
        token: owner,
        body: {
          section: 'booking',
          question: 'Changed?',
          answer: 'Yes.',
          translations: { ms: { extra: 'x' } },
        },
      }),
    );
    expectValidation(
      await t.request('PUT', '/admin/faq-order', {
        token: owner,
        body: { section: 'booking', ids: ['nope'] },
      }),
    );
    expect(await countRows()).toBe(rows);
    expect((await t.request('GET', '/admin/faq', { token: owner })).body).toEqual(before.body);
    expectError(
      await t.request('PUT', `/admin/faq/${MISSING}`, {
        token: owner,
        body: { section: 'booking', question: 'Who?', answer: 'Nobody.' },
      }),
      404,
    );
  });

  it('is for owners and managers: desk staff are refused and a visitor must sign in', async () => {
    const body = { section: 'booking', question: 'A desk question?', answer: 'Not allowed.' };
    expectError(await t.request('GET', '/admin/faq', { token: desk }), 403, 'FORBIDDEN_ROLE');
    expectError(await t.request('POST', '/admin/faq', { token: desk, body }), 403, 'FORBIDDEN_ROLE');
    const first = (await readFaq())[0]!;
    expectError(
      await t.request('PUT', `/admin/faq/${first._id}`, { token: desk, body }),
      403,
      'FORBIDDEN_ROLE',
    );
    expectError(await t.request('DELETE', `/admin/faq/${first._id}`, { token: desk }), 403, 'FORBIDDEN_ROLE');
    expectError(
      await t.request('PUT', '/admin/faq-order', {
        token: desk,
        body: { section: 'booking', ids: [first._id] },
      }),
      403,
      'FORBIDDEN_ROLE',
    );
    expectError(await t.request('POST', '/admin/faq', { body }), 401);
    expect((await readFaq())[0]).toEqual(first);
  });
});
