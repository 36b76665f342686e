import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import {
  TICKET_FILE_TYPES,
  TICKET_FILE_TYPES_LABEL,
  TICKET_FILES_MAX,
  ticketFileMaxLabel,
  ticketFileProblem,
} from '@tours/core/domain';
import { Field } from '../../components/Field';
import { ErrorState, Spinner } from '../../components/States';

const ACCEPT = Object.keys(TICKET_FILE_TYPES).join(',');

type AttachedFiles = ReturnType<typeof useAttachedFiles>;

/**
 * The provider's ticket files staff attach to a ticket mail, each checked as it is added (type,
 * size, no duplicate, at most TICKET_FILES_MAX), with a thumbnail of the images; emptied when the
 * dialog opens for a booking.
 */
export function useAttachedFiles(open: boolean, bookingId: string) {
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setFiles([]);
      setFileError(null);
    }
  }, [open, bookingId]);
  const previews = useMemo(
    () => files.map((f) => ({ file: f, url: f.type.startsWith('image/') ? URL.createObjectURL(f) : null })),
    [files],
  );
  useEffect(() => () => previews.forEach((p) => p.url && URL.revokeObjectURL(p.url)), [previews]);

  const addFiles = (list: FileList | null) => {
    if (!list) return;
    const next = [...files];
    for (const f of Array.from(list)) {
      const problem = ticketFileProblem(f);
      if (problem) {
        setFileError(problem);
        continue;
      }
      if (next.some((n) => n.name === f.name && n.size === f.size)) continue;
      if (next.length >= TICKET_FILES_MAX) {
        setFileError(`at most ${TICKET_FILES_MAX} files go in one ticket mail`);
        break;
      }
      next.push(f);
    }
    setFiles(next);
  };
  const remove = (file: File) => setFiles(files.filter((f) => f !== file));

  return { files, previews, fileError, setFileError, addFiles, remove };
}

/** How many provider files the booking needs (its party times the ticket's QR codes each) and how many are attached. */
export const ExpectedFiles = observer(function ExpectedFiles({
  booking,
  ticket,
  expected,
  attached,
}: {
  booking: { data: { adultCount: number; childCount: number } | undefined; error: unknown };
  ticket: { data: { adultQrCount: number; childQrCount: number } | undefined; error: unknown };
  expected: number | null;
  attached: number;
}) {
  if (booking.error) return <ErrorState error={booking.error} />;
  if (!booking.data) return <Spinner label="Loading the booking" />;
  const countClass = expected === null ? '' : attached === expected ? 'count-ok' : 'count-warn';
  return (
    <p className={`expected ${countClass}`} role="status">
      {expected === null ? (
        ticket.error ? (
          'The ticket could not be read; attach the files the provider issued for this booking.'
        ) : (
          'Working out how many ticket files to expect…'
        )
      ) : expected === 0 ? (
        <>
          This ticket needs no provider file: the customer gets our voucher with its QR code.
          {attached > 0 && (
            <>
              {' '}
              <strong>{attached}</strong> extra file{attached === 1 ? '' : 's'} attached.
            </>
          )}
        </>
      ) : (
        <>
          <strong>{attached}</strong> of <strong>{expected}</strong> expected file
          {expected === 1 ? '' : 's'} attached
          <span className="muted">
            {' '}
            ({booking.data.adultCount} adult × {ticket.data?.adultQrCount} + {booking.data.childCount} child ×{' '}
            {ticket.data?.childQrCount})
          </span>
        </>
      )}
    </p>
  );
});

/** The file picker and the list of files attached so far, each with a thumbnail and a Remove button. */
export function ProviderFilesField({ attached }: { attached: AttachedFiles }) {
  const { files, previews, fileError, setFileError, addFiles, remove } = attached;
  return (
    <>
      <Field
        label="Provider ticket files"
        error={fileError ?? undefined}
        hint={`${TICKET_FILE_TYPES_LABEL}, up to ${ticketFileMaxLabel()} each`}
      >
        {(p) => (
          <input
            {...p}
            type="file"
            multiple
            accept={ACCEPT}
            onChange={(e) => {
              setFileError(null);
              addFiles(e.target.files);
              e.target.value = '';
            }}
          />
        )}
      </Field>
      {files.length > 0 && (
        <ul className="file-list" aria-label="Attached files">
          {previews.map(({ file, url }) => (
            <li key={`${file.name}-${file.size}`}>
              {url ? (
                <img src={url} alt="" className="file-thumb" />
              ) : (
                <span className="file-icon" aria-hidden="true">
                  PDF
                </span>
              )}
              <span className="clip">{file.name}</span>
              <span className="muted">{Math.ceil(file.size / 1024)} KB</span>
              <button
                type="button"
                className="icon-button"
                aria-label={`Remove ${file.name}`}
                onClick={() => remove(file)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
