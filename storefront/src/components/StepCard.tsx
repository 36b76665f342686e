import type { ReactNode } from 'react';

/** One numbered step of a booking page (Date, Time, Your details…), titled for screen readers. */
export function StepCard({
  id,
  number,
  title,
  children,
}: {
  /** The heading's id, which labels the section. */
  id: string;
  number: number;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="card card-pad step-card" aria-labelledby={id}>
      <h2 id={id} className="step-title">
        <span className="step-num" aria-hidden="true">
          {number}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}
