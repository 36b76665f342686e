import type { ReactNode } from 'react';

/** The English pages of the texts: the ones that bind, whatever language a visitor reads. */
export const ENGLISH_PAGES = {
  terms: '/terms-condition',
  privacy: '/privacy-policy',
  help: '/help-center',
  company: '/company-details',
} as const;
export type LegalPage = keyof typeof ENGLISH_PAGES;

/**
 * Opens every translated text: it is a translation, and the English text prevails. The link is a
 * plain one: the router's links stay in the page's language, this one leaves it for English.
 */
export function EnglishPrevails({
  page,
  before,
  link,
  after,
}: {
  page: LegalPage;
  before: ReactNode;
  link: ReactNode;
  after: ReactNode;
}) {
  return (
    <div className="notice legal-notice" role="note">
      <p>
        {before}
        <a href={ENGLISH_PAGES[page]} hrefLang="en">
          {link}
        </a>
        {after}
      </p>
    </div>
  );
}
