import { createElement, Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { Messages } from '@lingui/core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCALES, TRANSLATED_LOCALES, type Locale } from '@tours/core/domain';
import type { PublicFaqEntry } from '@tours/core/schemas';
import { loadMessages } from '@/i18n/catalogs';
import { createI18n, LocaleProvider } from '@/i18n/i18n';
import { catalogueReads, withSeeds } from '@/lib/catalogue-reads';
import { COMPANY } from '@/features/help/company';
import { CompanyContent, companyText } from '@/features/help/CompanyContent';
import { HelpContent, helpText } from '@/features/help/HelpContent';
import { PrivacyContent, privacyText } from '@/features/help/PrivacyContent';
import { TermsContent, termsText } from '@/features/help/TermsContent';
import { localizedText, type LocalizedText } from '@/features/help/texts/localized-text';

const PAGES: [string, ComponentType<{ locale?: Locale }>, LocalizedText, string][] = [
  ['terms', TermsContent, termsText, '/terms-condition'],
  ['privacy', PrivacyContent, privacyText, '/privacy-policy'],
  ['help', HelpContent, helpText, '/help-center'],
  ['company', CompanyContent, companyText, '/company-details'],
];

/**
 * The help centre's questions as the API answers them in each language (staff write them in the
 * admin; the page gets them with its HTML): two booking questions and one about cancelling.
 */
const FAQ: Record<Locale, [string, string][]> = {
  en: [
    ['How do I book?', 'Pick a ticket and pay.'],
    ['Can I book for a group?', 'Yes, on one booking.'],
    ['How do I cancel?', 'Open Manage booking.'],
  ],
  ms: [
    ['Bagaimanakah cara menempah?', 'Pilih tiket dan bayar.'],
    ['Bolehkah saya menempah untuk kumpulan?', 'Boleh, dalam satu tempahan.'],
    ['Bagaimanakah cara membatalkan?', 'Buka Urus tempahan.'],
  ],
  ar: [
    ['كيف أحجز؟', 'اختر تذكرة وادفع.'],
    ['هل يمكنني الحجز لمجموعة؟', 'نعم، في حجز واحد.'],
    ['كيف ألغي؟', 'افتح إدارة الحجز.'],
  ],
  zh: [
    ['如何预订？', '选择门票并付款。'],
    ['可以为团体预订吗？', '可以，一次预订即可。'],
    ['如何取消？', '打开管理预订。'],
  ],
};
const faqAnswer = (locale: Locale): PublicFaqEntry[] =>
  FAQ[locale].map(([question, answer], i) => ({
    _id: `00000000-0000-4000-8000-00000000000${i}`,
    section: i < 2 ? 'booking' : 'cancellation',
    question,
    answer,
  }));

let messages: Record<Locale, Messages>;
beforeAll(async () => {
  messages = Object.fromEntries(
    await Promise.all(LOCALES.map(async (l) => [l, await loadMessages(l)] as const)),
  ) as Record<Locale, Messages>;
});

/** A text as its page renders it: in the language's words, with the questions the API answered. */
function render(element: ReturnType<typeof createElement>, locale: Locale = 'en'): string {
  return withSeeds({ [catalogueReads.faqUrl(locale)]: faqAnswer(locale) }, () =>
    renderToString(
      createElement(
        LocaleProvider,
        { i18n: createI18n(locale, messages[locale]) },
        createElement(MemoryRouter, null, element),
      ),
    ),
  );
}

async function renderPage(text: LocalizedText, Content: ComponentType<{ locale?: Locale }>, locale: Locale) {
  await text.preload(locale);
  return render(createElement(Content, { locale }), locale);
}

/** The words a visitor reads: the markup's text, tags dropped, entities of quotes undone. */
function wordsOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;|&#x27;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The shape of a page: its headings' anchors and how many headings, items, terms and links it has. */
function shapeOf(html: string) {
  const count = (pattern: RegExp) => html.match(pattern)?.length ?? 0;
  return {
    anchors: [...html.matchAll(/<h2 id="([^"]+)"/g)].map((match) => match[1]),
    headings: count(/<h2[\s>]/g),
    items: count(/<li[\s>]/g),
    terms: count(/<dt[\s>]/g),
    questions: count(/<summary[\s>]/g),
    links: count(/<a [^>]*href="(?:\/|#|mailto:|tel:)/g),
  };
}

/** What each language's text is written in, so that an English copy is caught. */
const SCRIPT: Record<Exclude<Locale, 'en'>, RegExp> = {
  ms: /\b(anda|kami|tempahan|dan)\b/gi,
  ar: /[\u0600-\u06ff]+/g,
  zh: /[\u4e00-\u9fff]+/g,
};

describe.each(PAGES)('the %s text', (_page, Content, text, englishPath) => {
  it('renders in English by default, as the routes that pass no locale show it, with no notice', () => {
    const html = render(createElement(Content));
    expect(html).toBe(render(createElement(Content, { locale: 'en' })));
    expect(wordsOf(html)).toMatch(/\b(the|you|we)\b/i);
    expect(html).not.toContain('role="note"');
  });

  it.each(TRANSLATED_LOCALES)(
    'in %s opens with a notice that the English text prevails, linked',
    async (locale) => {
      const html = await renderPage(text, Content, locale);
      const notice =
        /^(?:<div class="prose">)?<div class="notice legal-notice" role="note"><p>(.*?)<\/p><\/div>/.exec(
          html,
        );
      expect(notice, 'the text opens with the notice').not.toBeNull();
      // A plain link to the English page (the router's links would stay in the page's language).
      const words = notice?.[1] ?? '';
      expect(words).toContain(`<a href="${englishPath}" hrefLang="en">`);
      expect(wordsOf(words).match(SCRIPT[locale])?.length ?? 0).toBeGreaterThan(0);
    },
  );

  it.each(TRANSLATED_LOCALES)('in %s is written in the language, not copied from English', async (locale) => {
    const words = wordsOf(await renderPage(text, Content, locale));
    const english = wordsOf(render(createElement(Content)));
    expect(words).not.toContain(english.slice(0, 60));
    // English function words that every English sentence of these texts has.
    expect(words.match(/\b(the|you|your|we|our|and)\b/gi)?.length ?? 0).toBeLessThan(4);
    expect(words.match(SCRIPT[locale])?.length ?? 0).toBeGreaterThan(locale === 'ms' ? 10 : 20);
  });

  it.each(TRANSLATED_LOCALES)(
    'in %s has every section, item and link the English text has',
    async (locale) => {
      const english = shapeOf(render(createElement(Content)));
      const translation = shapeOf(await renderPage(text, Content, locale));
      // The translation adds one link: to the English text.
      expect(translation).toEqual({ ...english, links: english.links + 1 });
    },
  );
});

describe('the help text', () => {
  it.each(LOCALES)(
    'in %s shows the questions the API answered in the language, by section',
    async (locale) => {
      const html = await renderPage(helpText, HelpContent, locale);
      const [booking, cancellation] = html.split('id="help-cancellation"');
      for (const [question, answer] of FAQ[locale].slice(0, 2)) {
        expect(booking).toContain(`<summary>${question}</summary>`);
        expect(booking).toContain(answer);
      }
      expect(cancellation).toContain(`<summary>${FAQ[locale][2]![0]}</summary>`);
    },
  );
});

describe('the company details', () => {
  it.each(LOCALES)('in %s give the same licence, VAT number, email and phone', async (locale) => {
    const html = await renderPage(companyText, CompanyContent, locale);
    for (const fact of ['94217', COMPANY.vat, COMPANY.email, COMPANY.phone, COMPANY.legalName]) {
      expect(html).toContain(fact);
    }
    expect(html).toContain(`href="tel:${COMPANY.phone.replace(/\s/g, '')}"`);
  });
});

describe('a text in several languages', () => {
  const Text = (words: string) => () => createElement('p', null, words);
  const loaders = () => ({
    ms: vi.fn(async () => ({ default: Text('Syarat') })),
    ar: vi.fn(async () => ({ default: Text('الشروط') })),
    zh: vi.fn(async () => ({ default: Text('条款') })),
  });
  /** What the server writes inside a Suspense boundary: the text, or the fallback when it suspended. */
  const suspended = (text: LocalizedText, locale: Locale) => {
    const html = renderToString(
      createElement(
        Suspense,
        { fallback: createElement('i', null, 'loading') },
        createElement(text.Text, { locale }),
      ),
    );
    return html.includes('<template') ? 'suspended' : html.replace(/<!--.*?-->/g, '');
  };

  it('renders English at once and loads no translation for it', () => {
    const load = loaders();
    const text = localizedText(Text('Terms'), load);
    expect(suspended(text, 'en')).toBe('<p>Terms</p>');
    expect(load.ms).not.toHaveBeenCalled();
    expect(load.ar).not.toHaveBeenCalled();
    expect(load.zh).not.toHaveBeenCalled();
  });

  it('loads only the language asked, and renders it without suspending once loaded', async () => {
    const load = loaders();
    const text = localizedText(Text('Terms'), load);
    expect(suspended(text, 'ar')).toBe('suspended');
    await text.preload('ar');
    expect(suspended(text, 'ar')).toBe('<p>الشروط</p>');
    expect(load.ar).toHaveBeenCalledTimes(1);
    expect(load.ms).not.toHaveBeenCalled();
    expect(load.zh).not.toHaveBeenCalled();
    await text.preload('ar');
    expect(load.ar).toHaveBeenCalledTimes(1);
  });
});
