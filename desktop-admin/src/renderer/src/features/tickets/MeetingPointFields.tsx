import { mapsUrl } from '@tours/core/domain';
import { Field } from '../../components/Field';
import type { FieldErrors } from '../../lib/form-errors';
import type { PickupForm } from './pickup-form';
import { PhotoUpload } from './PhotoUpload';

type Key = 'meetingPoint' | 'meetingLatitude' | 'meetingLongitude' | 'meetingInstructions' | 'meetingPhoto';

/** Where guests who are not collected meet: the address, its place on the map, directions and a photo. */
export function MeetingPointFields({
  form,
  errors,
  onChange,
}: {
  form: PickupForm;
  errors: FieldErrors;
  onChange: (patch: Partial<PickupForm>) => void;
}) {
  const input =
    (key: Key, numeric = false) =>
    (p: object) => (
      <input
        {...p}
        inputMode={numeric ? 'decimal' : undefined}
        value={form[key]}
        onChange={(e) => onChange({ [key]: e.target.value })}
      />
    );
  const lat = Number(form.meetingLatitude);
  const lng = Number(form.meetingLongitude);
  const placed = form.meetingLatitude.trim() !== '' && form.meetingLongitude.trim() !== '';
  return (
    <div className="meeting-point">
      <Field
        label="Meeting point"
        error={errors['meetingPoint']}
        hint="the address or entrance guests come to"
      >
        {input('meetingPoint')}
      </Field>
      <div className="grid grid-2">
        <Field label="Latitude" error={errors['meetingPointLocation.latitude']} hint="e.g. 25.1972">
          {input('meetingLatitude', true)}
        </Field>
        <Field label="Longitude" error={errors['meetingPointLocation.longitude']} hint="e.g. 55.2744">
          {input('meetingLongitude', true)}
        </Field>
      </div>
      {placed &&
        Number.isFinite(lat) &&
        Number.isFinite(lng) &&
        Math.abs(lat) <= 90 &&
        Math.abs(lng) <= 180 && (
          <p className="muted">
            <a href={mapsUrl(lat, lng)} target="_blank" rel="noreferrer">
              Check the meeting point on the map
            </a>
          </p>
        )}
      <Field
        label="How to find it"
        error={errors['meetingPointInstructions']}
        hint="shown to guests with the map link"
      >
        {(p) => (
          <textarea
            {...p}
            rows={2}
            value={form.meetingInstructions}
            onChange={(e) => onChange({ meetingInstructions: e.target.value })}
          />
        )}
      </Field>
      <Field
        label="Photo of the meeting point"
        error={errors['meetingPointPhoto']}
        hint="an https:// address or an upload"
      >
        {input('meetingPhoto')}
      </Field>
      <PhotoUpload onUploaded={(meetingPhoto) => onChange({ meetingPhoto })} />
    </div>
  );
}
