import { Field } from './Field';

export interface Choice {
  value: string;
  label: string;
}

/**
 * A select's choices, keeping the value the record already has even when the list does not offer
 * it (not loaded yet, or gone since): a select without its value shows and saves the first choice,
 * so opening an editor and saving it would otherwise change what nobody touched.
 */
export function choicesKeeping(choices: readonly Choice[], current: string): readonly Choice[] {
  return !current || choices.some((c) => c.value === current)
    ? choices
    : [{ value: current, label: current }, ...choices];
}

/**
 * A labelled select of choices with a first, empty option ("All services", "No coupon"); the
 * record's own value stays a choice (choicesKeeping). Pass choices read in an observer's render:
 * Field calls its children in its own render, which MobX does not track.
 */
export function ChoiceSelect({
  label,
  error,
  hint,
  emptyLabel,
  choices,
  value,
  onChange,
}: {
  label: string;
  error: string | undefined;
  hint?: string;
  emptyLabel: string;
  choices: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(p) => (
        <select {...p} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{emptyLabel}</option>
          {choicesKeeping(choices, value).map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
