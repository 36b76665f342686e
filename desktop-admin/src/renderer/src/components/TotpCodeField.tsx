import { Field } from './Field';

/**
 * The authenticator app's 6-digit code, or (`recovery`) one of the saved recovery codes: the number
 * pad on touch screens and the browser's one-time-code autofill, for signing in and enrolling alike.
 */
export function TotpCodeField({
  value,
  onChange,
  label = 'Authenticator code',
  hint,
  recovery = false,
  autoFocus = false,
}: {
  value: string;
  onChange: (code: string) => void;
  label?: string;
  hint?: string;
  recovery?: boolean;
  autoFocus?: boolean;
}) {
  return (
    <Field label={label} hint={hint}>
      {(props) => (
        <input
          {...props}
          key={recovery ? 'recovery' : 'code'}
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          required
          autoFocus={autoFocus}
        />
      )}
    </Field>
  );
}
