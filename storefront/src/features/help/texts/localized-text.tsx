import { lazy, type ComponentType } from 'react';
import { TRANSLATED_LOCALES, type Locale, type TranslatedLocale } from '@tours/core/domain';

type TextModule = { default: ComponentType };

export interface LocalizedText {
  /** The text in a locale: English at once, a translation once its chunk has loaded (it suspends until then). */
  Text: ComponentType<{ locale: Locale }>;
  /** Loads a translation's chunk, so that the text then renders without suspending (the server's render, tests). */
  preload: (locale: Locale) => Promise<void>;
}

/**
 * One page's text in every language, each translation in its own chunk: a page downloads the
 * English text (part of its route's chunk, as before there were translations) or the one
 * translation it shows, never the other three.
 */
export function localizedText(
  english: ComponentType,
  translations: Record<TranslatedLocale, () => Promise<TextModule>>,
): LocalizedText {
  const loaded: Partial<Record<Locale, ComponentType>> = { en: english };
  // One load per language, whether React.lazy or a preload asked first.
  const loading: Partial<Record<TranslatedLocale, Promise<TextModule>>> = {};
  const load = (locale: TranslatedLocale) =>
    (loading[locale] ??= translations[locale]().then((module) => {
      loaded[locale] = module.default;
      return module;
    }));
  const lazyTexts = {} as Record<TranslatedLocale, ComponentType>;
  for (const locale of TRANSLATED_LOCALES) lazyTexts[locale] = lazy(() => load(locale));

  function Text({ locale }: { locale: Locale }) {
    // A text already loaded renders as itself; React.lazy would suspend once more on its first render.
    const Loaded = loaded[locale] ?? lazyTexts[locale as TranslatedLocale];
    return <Loaded />;
  }

  return {
    Text,
    preload: async (locale) => {
      if (!loaded[locale]) await load(locale as TranslatedLocale);
    },
  };
}
