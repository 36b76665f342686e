import { useLingui } from '@lingui/react/macro';
import type { FaqSection } from '@tours/core/domain';
import type { PublicFaqEntry } from '@tours/core/schemas';
import { ErrorNotice } from '@/components/ErrorNotice';
import { useFaq } from './api';

/** Questions as disclosure widgets: keyboard and screen-reader friendly without any script. */
export function Faq({ entries }: { entries: Pick<PublicFaqEntry, '_id' | 'question' | 'answer'>[] }) {
  return (
    <div className="faq">
      {entries.map((entry) => (
        <details key={entry._id}>
          <summary>{entry.question}</summary>
          <p>{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}

/**
 * The questions staff wrote for the help centre, in the page's language: all of them, or one
 * section's. The server hands them over with the page it renders, so they show without a fetch.
 */
export function FaqFromCatalogue({ section }: { section?: FaqSection }) {
  const faq = useFaq();
  const { t } = useLingui();
  if (faq.status === 'loading') return <div className="faq faq-placeholder skeleton" aria-hidden="true" />;
  if (faq.status === 'error')
    return <ErrorNotice error={faq.error} what={t`the questions and answers`} onRetry={faq.retry} />;
  const entries = section ? faq.data.filter((e) => e.section === section) : faq.data;
  return <Faq entries={entries} />;
}
