import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router-dom';
import { LOCALE_NAMES, LOCALE_TAGS, LOCALES, localizedPath } from '@tours/core/domain';
import { useLocale } from '@/i18n/i18n';

/**
 * Links to the same page in each other language. A plain link (a full page load), so the server
 * sends the page with its `lang` and `dir` and the browser loads only that language's words; the
 * booking in progress is kept (sessionStorage), and so is the query (a booking's own pages).
 */
export function LanguageSwitch() {
  const { t } = useLingui();
  const current = useLocale();
  const { pathname, search, hash } = useLocation();
  return (
    <nav className="language-switch" aria-label={t`Language`}>
      <ul>
        {LOCALES.map((locale) => (
          <li key={locale}>
            {locale === current ? (
              <span aria-current="true" lang={LOCALE_TAGS[locale]}>
                {LOCALE_NAMES[locale]}
              </span>
            ) : (
              <a
                href={`${localizedPath(locale, pathname)}${search}${hash}`}
                hrefLang={LOCALE_TAGS[locale]}
                lang={LOCALE_TAGS[locale]}
              >
                {LOCALE_NAMES[locale]}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
