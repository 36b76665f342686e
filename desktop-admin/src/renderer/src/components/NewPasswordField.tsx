import { Field } from './Field';

/** The password rule staff see wherever they choose one (the API checks it: isStrongPassword). */
export const NEW_PASSWORD_MIN_LENGTH = 12;

/** A new password, with the rule it must meet said beside it. */
export function NewPasswordField({
  value,
  onChange,
  label = 'New password',
  required = false,
}: {
  value: string;
  onChange: (password: string) => void;
  label?: string;
  required?: boolean;
}) {
  return (
    <Field
      label={label}
      hint={`At least ${NEW_PASSWORD_MIN_LENGTH} characters; not your e-mail, not a common word with digits.`}
    >
      {(props) => (
        <input
          {...props}
          type="password"
          autoComplete="new-password"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          required={required}
        />
      )}
    </Field>
  );
}
