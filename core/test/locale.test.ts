import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  LOCALES,
  calendarDateInWords,
  TRANSLATED_LOCALES,
  intlLocale,
  localeOr,
  localizedPath,
  missingTranslations,
  splitLocalePath,
  textDirection,
  translated,
  translatedList,
} from '../src';

describe('locales', () => {
  it('sells in English, Malay, Arabic and Chinese, English being the source', () => {
    expect(LOCALES).toEqual(['en', 'ms', 'ar', 'zh']);
    expect(TRANSLATED_LOCALES).toEqual(['ms', 'ar', 'zh']);
  });

  it('writes Arabic right to left with Latin digits', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('ms')).toBe('ltr');
    expect(new Intl.NumberFormat(intlLocale('ar')).format(1234)).toMatch(/1.?234/);
  });

  it('takes an unknown locale as English', () => {
    expect(localeOr('ms')).toBe('ms');
    expect(localeOr('fr')).toBe('en');
    expect(localeOr(undefined)).toBe('en');
    expect(localeOr(['ms'])).toBe('en');
  });

  it('prefixes every language but English, and splits the prefix off again', () => {
    expect(localizedPath('en', '/help')).toBe('/help');
    expect(localizedPath('ms', '/')).toBe('/ms/');
    expect(localizedPath('ar', '/burj-khalifa')).toBe('/ar/burj-khalifa');
    expect(splitLocalePath('/ms/')).toEqual({ locale: 'ms', path: '/' });
    expect(splitLocalePath('/ms')).toEqual({ locale: 'ms', path: '/' });
    expect(splitLocalePath('/zh/help/terms')).toEqual({ locale: 'zh', path: '/help/terms' });
    expect(splitLocalePath('/en/help')).toEqual({ locale: 'en', path: '/en/help' });
    expect(splitLocalePath('/msx/help')).toEqual({ locale: 'en', path: '/msx/help' });
    expect(splitLocalePath('/fr/help')).toEqual({ locale: 'en', path: '/fr/help' });
  });

  it('round-trips any page path through every locale', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.array(segment, { maxLength: 4 }), (locale, parts) => {
        const path = `/${parts.join('/')}`;
        const split = splitLocalePath(localizedPath(locale, path));
        return split.locale === locale && split.path === path;
      }),
    );
  });

  it('writes a calendar date in words in each language, the same day whatever the zone', () => {
    expect(calendarDateInWords('2026-12-01', 'en')).toMatch(/Tuesday/);
    expect(calendarDateInWords('2026-12-01', 'ms')).toMatch(/Selasa/);
    expect(calendarDateInWords('2026-12-01', 'ar')).toMatch(/الثلاثاء/);
    expect(calendarDateInWords('2026-12-01', 'ar')).toContain('2026');
    expect(calendarDateInWords('2026-12-01', 'zh')).toMatch(/星期二/);
  });

  it('falls back to the English text when a translation is missing or blank', () => {
    const translations = { ms: { title: 'Puncak' }, ar: { title: '  ' } };
    expect(translated('At the Top', translations, 'ms', 'title')).toBe('Puncak');
    expect(translated('At the Top', translations, 'ar', 'title')).toBe('At the Top');
    expect(translated('At the Top', translations, 'zh', 'title')).toBe('At the Top');
    expect(translated('At the Top', translations, 'en', 'title')).toBe('At the Top');
    expect(translated('At the Top', null, 'ms', 'title')).toBe('At the Top');
  });

  it('lists the fields a language lacks, ignoring fields with no English text', () => {
    const missing = missingTranslations(
      { title: 'At the Top', description: 'Level 124', included: '' },
      { ms: { title: 'Puncak', description: 'Aras 124' }, ar: { title: 'القمة' } },
    );
    expect(missing).toEqual([
      { locale: 'ar', field: 'description' },
      { locale: 'zh', field: 'title' },
      { locale: 'zh', field: 'description' },
    ]);
  });

  it('reads a translated list, English when the translation has no item written', () => {
    const translations = { ms: { included: ['Tiket masuk', 'Lif pantas'] }, ar: { included: [' '] } };
    expect(translatedList(['Entry', 'Lift'], translations, 'ms', 'included')).toEqual([
      'Tiket masuk',
      'Lif pantas',
    ]);
    expect(translatedList(['Entry', 'Lift'], translations, 'ar', 'included')).toEqual(['Entry', 'Lift']);
    expect(translatedList(['Entry'], translations, 'en', 'included')).toEqual(['Entry']);
    expect(translatedList(['Entry'], undefined, 'zh', 'included')).toEqual(['Entry']);
  });

  it('counts a list as missing when its translation has no item, and an empty English list as nothing to translate', () => {
    const missing = missingTranslations(
      { title: 'At the Top', included: ['Entry'], notes: [] as string[] },
      {
        ms: { title: 'Puncak', included: ['Tiket masuk'] },
        ar: { title: 'القمة', included: [] },
        zh: { title: '顶层', included: ['  '] },
      },
    );
    expect(missing).toEqual([
      { locale: 'ar', field: 'included' },
      { locale: 'zh', field: 'included' },
    ]);
  });
});
