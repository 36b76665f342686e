import { createElement, Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { LOCALES, TRANSLATED_LOCALES, type Locale } from '@tours/core/domain';
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

function render(element: ReturnType<typeof createElement>): string {
  return renderToString(createElement(MemoryRouter, null, element));
}

async function renderPage(text: LocalizedText, Content: ComponentType<{ locale?: Locale }>, locale: Locale) {
  await text.preload(locale);
  return render(createElement(Content, { locale }));
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
