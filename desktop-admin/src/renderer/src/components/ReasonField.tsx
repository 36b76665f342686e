import { useState } from 'react';
import { Field } from './Field';

/** The reason a cancellation requires (kept in the history): what is typed and whether it will do. */
export function useReason() {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  return {
    text,
    error,
    set: (value: string) => {
      setText(value);
      setError(undefined);
    },
    /** The trimmed reason, or null after saying beside the field that a few words are needed. */
    take: (): string | null => {
      const trimmed = text.trim();
      if (trimmed.length >= 3) return trimmed;
      setError('say why, in a few words');
      return null;
    },
  };
}

export type Reason = ReturnType<typeof useReason>;

export function ReasonField({
  reason,
  hint,
  label = 'Reason',
}: {
  reason: Reason;
  hint: string;
  label?: string;
}) {
  return (
    <Field label={label} error={reason.error} hint={hint}>
      {(props) => (
        <textarea
          {...props}
          rows={2}
          maxLength={500}
          value={reason.text}
          onChange={(e) => reason.set(e.target.value)}
        />
      )}
    </Field>
  );
}
