import type { ReactNode } from 'react';

/** What the control of a FormField spreads onto itself. */
export interface FormControlProps {
  id: string;
  className: 'input';
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A labelled form control with its hint, or in its place the error, wired up for screen readers:
 * the error's id is `<id>-error`, the hint's `<id>-hint`. A falsy error shows the hint.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: ReactNode;
  hint?: ReactNode;
  children: (props: FormControlProps) => ReactNode;
}) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        className: 'input',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : (
        hint && (
          <span id={`${id}-hint`} className="hint">
            {hint}
          </span>
        )
      )}
    </div>
  );
}
