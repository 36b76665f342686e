import { observer } from 'mobx-react-lite';
import { choicesKeeping, type Choice } from '../lib/choices';
import { useServices } from '../lib/use-services';
import { Field } from './Field';

/**
 * A labelled select of choices with a first, empty option ("All services", "No coupon"); the
 * record's own value stays a choice (choicesKeeping). Pass choices read in an observer's render:
 * Field calls its children in its own render, which MobX does not track.
 */
interface ChoiceSelectProps {
  label: string;
  error: string | undefined;
  hint?: string;
  emptyLabel: string;
  choices: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
}

export function ChoiceSelect({
  label,
  error,
  hint,
  emptyLabel,
  choices,
  value,
  onChange,
}: ChoiceSelectProps) {
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

/** The Service select of an offer editor: the catalogue's services, loaded here. */
export const ServiceSelect = observer(function ServiceSelect(
  props: Omit<ChoiceSelectProps, 'label' | 'choices'>,
) {
  const services = useServices();
  const choices = (services.data ?? []).map((s) => ({ value: s.service, label: s.name }));
  return <ChoiceSelect label="Service" choices={choices} {...props} />;
});
