import type { FaqEntry } from './faq';

/** Questions as disclosure widgets: keyboard and screen-reader friendly without any script. */
export function Faq({ entries }: { entries: FaqEntry[] }) {
  return (
    <div className="faq">
      {entries.map((entry) => (
        <details key={entry.question}>
          <summary>{entry.question}</summary>
          <p>{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}
