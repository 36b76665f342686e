import { useId, useState } from 'react';
import { apiErrorMessage } from '@tours/core/api';
import {
  sniffTicketImageType,
  TICKET_IMAGE_TYPES,
  TICKET_IMAGE_TYPES_LABEL,
  ticketImageMaxLabel,
  ticketImageProblem,
} from '@tours/core/domain';
import { Field } from '../../components/Field';
import { useApp } from '../../lib/app-context';
import { notify } from '../../lib/toast';

export const ACCEPT = Object.keys(TICKET_IMAGE_TYPES).join(',');

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/**
 * Why a picture cannot be uploaded, judged as the API will judge it: by its first bytes (a file
 * renamed to .jpg is still refused) and its size, before anything is sent.
 */
export async function uploadProblem(file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return ticketImageProblem({ name: file.name, size: file.size, type: sniffTicketImageType(head) });
}

/**
 * The ticket editor's pictures: uploaded from this computer (stored by the API, served from the
 * site's /assets/uploads/) or typed as addresses, one per line, with a preview of each picture the
 * app may show (its own API's; an outside address is listed, not loaded).
 */
export function TicketImagesSection({
  value,
  error,
  onChange,
}: {
  /** The addresses, one per line, as the form keeps them. */
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const app = useApp();
  const uploadId = useId();
  const [uploading, setUploading] = useState(0);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const apiOrigin = new URL(app.apiUrl, window.location.href).origin;
  const images = lines(value);

  const upload = async (files: FileList | null) => {
    if (!files?.length) return;
    setUploadError(null);
    const added: string[] = [];
    const problems: string[] = [];
    setUploading(files.length);
    for (const file of Array.from(files)) {
      const problem = await uploadProblem(file);
      if (problem) {
        problems.push(problem);
        continue;
      }
      try {
        added.push((await app.api.uploadTicketImage(file)).url);
      } catch (err) {
        problems.push(`${file.name}: ${apiErrorMessage(err)}`);
      }
    }
    setUploading(0);
    // The messages start with the file's own name, kept as it is spelt.
    if (problems.length) setUploadError(problems.map((p) => (/[.!?]$/.test(p) ? p : `${p}.`)).join(' '));
    if (added.length) {
      onChange([...lines(value), ...added.filter((url) => !images.includes(url))].join('\n'));
      notify.success(`${added.length} picture${added.length === 1 ? '' : 's'} uploaded`);
    }
  };

  return (
    <fieldset className="form-section">
      <legend>Images</legend>
      <div className="field">
        {/* The input stays focusable (visually hidden, not display:none); its label is the button. */}
        <input
          id={uploadId}
          type="file"
          className="sr-only upload-input"
          accept={ACCEPT}
          multiple
          disabled={uploading > 0}
          aria-invalid={!!uploadError}
          aria-describedby={`${uploadId}-hint${uploadError ? ` ${uploadId}-error` : ''}`}
          onChange={(e) => {
            void upload(e.target.files);
            e.target.value = '';
          }}
        />
        <label htmlFor={uploadId} className="button button-small upload-button">
          {uploading ? `Uploading ${uploading}…` : 'Upload pictures'}
        </label>
        <p id={`${uploadId}-hint`} className="field-hint">
          {TICKET_IMAGE_TYPES_LABEL}, up to {ticketImageMaxLabel()} each.
        </p>
        {uploadError && (
          <p id={`${uploadId}-error`} className="field-error" role="alert">
            {uploadError}
          </p>
        )}
      </div>
      <Field
        label="Image addresses (one per line)"
        error={error}
        hint="Uploaded pictures appear here; you can also type https:// addresses or site paths such as /assets/…"
      >
        {(p) => <textarea {...p} rows={3} value={value} onChange={(e) => onChange(e.target.value)} />}
      </Field>
      {images.length > 0 && (
        <ul className="thumbs" aria-label="Pictures">
          {images.slice(0, 12).map((src) => (
            <li key={src} className="thumb-item">
              {src.startsWith('/') ? (
                <img src={`${apiOrigin}${src}`} alt="" className="thumb" />
              ) : (
                <span className="thumb thumb-external" title={src}>
                  outside picture
                </span>
              )}
              <button
                type="button"
                className="icon-button"
                aria-label={`Remove picture ${images.indexOf(src) + 1}`}
                onClick={() => onChange(images.filter((i) => i !== src).join('\n'))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
