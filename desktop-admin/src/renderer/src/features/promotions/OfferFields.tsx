import type { ReactNode } from 'react';
import { Field } from '../../components/Field';

type Errors = Record<string, string>;

/** What the offer fields need of an editor's form: the Dubai calendar days and the Active flag. */
interface OfferForm {
  validFrom: string;
  validUntil: string;
  active: boolean;
}
interface SetOfferField {
  (key: 'validFrom' | 'validUntil', value: string): void;
  (key: 'active', value: boolean): void;
}

/** The "Valid from" / "Valid until" pair that offers share; the dates are Dubai calendar days. */
export function ValidityFields({
  form,
  errors,
  set,
}: {
  form: OfferForm;
  errors: Errors;
  set: SetOfferField;
}) {
  return (
    <>
      <DateInput
        label="Valid from"
        value={form.validFrom}
        error={errors['validFrom']}
        onChange={(v) => set('validFrom', v)}
      />
      <DateInput
        label="Valid until"
        value={form.validUntil}
        error={errors['validUntil']}
        onChange={(v) => set('validUntil', v)}
      />
    </>
  );
}

/** An offer's Active checkbox, across both columns; the label says what Active means for it. */
export function ActiveCheckbox({
  form,
  set,
  children,
}: {
  form: OfferForm;
  set: SetOfferField;
  children: ReactNode;
}) {
  return (
    <label className="check span-2">
      <input type="checkbox" checked={form.active} onChange={(e) => set('active', e.target.checked)} />
      {children}
    </label>
  );
}

function DateInput(props: {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={props.label} error={props.error}>
      {(p) => (
        <input {...p} type="date" value={props.value} onChange={(e) => props.onChange(e.target.value)} />
      )}
    </Field>
  );
}
