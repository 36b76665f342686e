import { observer } from 'mobx-react-lite';
import { mapsUrl } from '@tours/core/domain';
import type { PickupPoint } from '@tours/core/schemas';
import { EditorDialog, useEditorForm } from '../../components/EditorDialog';
import { Field } from '../../components/Field';
import { useApp } from '../../lib/app-context';
import { pickupPointErrors } from './pickup-point-errors';
import {
  pickupPointFormToInput,
  pickupPointToForm,
  typedNumber,
  type PickupPointForm,
} from './pickup-point-form';

/** One text field of the point's form, its error keyed like core's schema path. */
function TextField(props: {
  form: PickupPointForm;
  errors: Record<string, string>;
  set: (key: keyof PickupPointForm, value: string) => void;
  name: keyof PickupPointForm;
  label: string;
  hint?: string;
  numeric?: boolean;
  className?: string;
}) {
  const { form, errors, set, name } = props;
  return (
    <Field label={props.label} error={errors[name]} hint={props.hint} className={props.className}>
      {(p) => (
        <input
          {...p}
          inputMode={props.numeric ? 'decimal' : undefined}
          value={form[name]}
          onChange={(e) => set(name, e.target.value)}
        />
      )}
    </Field>
  );
}

/** A link to check the typed coordinates on a map before saving (opens outside the app). */
function MapCheck({ form }: { form: PickupPointForm }) {
  const lat = typedNumber(form.latitude);
  const lng = typedNumber(form.longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    return null;
  return (
    <p className="span-2 muted">
      <a href={mapsUrl(lat, lng)} target="_blank" rel="noreferrer">
        Check {lat}, {lng} on the map
      </a>
    </p>
  );
}

/** Creates or edits a pickup point: a hotel or place, where it is, and when and for how much the driver comes. */
export const PickupPointEditor = observer(function PickupPointEditor({
  point,
  onClose,
}: {
  point: PickupPoint | null;
  onClose: () => void;
}) {
  const app = useApp();
  const { form, set, errors, saving, submit } = useEditorForm(() => pickupPointToForm(point), {
    check: pickupPointErrors,
    save: async (f) => {
      const input = pickupPointFormToInput(f);
      const saved = point
        ? await app.api.updatePickupPoint(point._id, input)
        : await app.api.createPickupPoint(input);
      return `Saved “${saved.name}”`;
    },
    failure: 'Could not save the pickup point',
    onSaved: onClose,
  });
  const field = { form, errors, set };
  return (
    <EditorDialog
      title={point ? `Edit pickup point: ${point.name}` : 'New pickup point'}
      saveLabel="Save pickup point"
      saving={saving}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        {...field}
        name="name"
        label="Hotel or place"
        hint="as guests know it, e.g. Atlantis The Palm"
      />
      <TextField
        {...field}
        name="area"
        label="Area"
        hint="the district guests search by, e.g. Palm Jumeirah"
      />
      <TextField {...field} name="address" label="Address" className="span-2" />
      <TextField {...field} name="latitude" label="Latitude" hint="decimal degrees, e.g. 25.1304" numeric />
      <TextField {...field} name="longitude" label="Longitude" hint="decimal degrees, e.g. 55.1171" numeric />
      <MapCheck form={form} />
      <TextField
        {...field}
        name="minutesBefore"
        label="Driver arrives (minutes before the start)"
        hint="the guest's pickup time is the start less this"
        numeric
      />
      <TextField
        {...field}
        name="extraPrice"
        label="Extra price per participant (RM)"
        hint="empty when the pickup is included"
        numeric
      />
    </EditorDialog>
  );
});
