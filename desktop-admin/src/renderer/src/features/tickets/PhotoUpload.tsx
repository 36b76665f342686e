import { useId, useState } from 'react';
import { apiErrorMessage } from '@tours/core/api';
import { useApp } from '../../lib/app-context';
import { ACCEPT, uploadProblem } from './TicketImagesSection';

/** Uploads the meeting point's photo as a ticket picture (the API keeps it under /assets/uploads/). */
export function PhotoUpload({ onUploaded }: { onUploaded: (url: string) => void }) {
  const app = useApp();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    const found = await uploadProblem(file);
    setProblem(found);
    if (found) return;
    setBusy(true);
    try {
      onUploaded((await app.api.uploadTicketImage(file)).url);
    } catch (error) {
      setProblem(apiErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="meeting-photo-upload">
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        className="sr-only upload-input"
        disabled={busy}
        onChange={(e) => {
          void upload(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <label htmlFor={id} className="button button-small upload-button">
        {busy ? 'Uploading…' : 'Upload a photo'}
      </label>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
