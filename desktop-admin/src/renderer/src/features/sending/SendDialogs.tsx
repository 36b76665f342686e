import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import {
  expectedTicketFiles,
  LIMITS,
  TICKET_FILE_TYPES,
  TICKET_FILE_TYPES_LABEL,
  TICKET_FILES_MAX,
  ticketFileMaxLabel,
  ticketFileProblem,
  voucherWithheldReason,
} from '@tours/core/domain';
import { useApp } from '../../lib/app-context';
import { Field } from '../../components/Field';
import { ErrorState, Spinner } from '../../components/States';
import { timestampLabel } from '../../lib/format';
import { useQuery } from '../../lib/use-query';
import { MailPreview, SendDialogFrame, useSend } from './SendDialogFrame';

const BOOKING_TAGS = ['Booking'] as const;
const TICKET_TAGS = ['Ticket'] as const;
const ACCEPT = Object.keys(TICKET_FILE_TYPES).join(',');

const NotificationDialog = observer(function NotificationDialog() {
  const app = useApp();
  const data = app.admin.bookingData;
  const open = app.admin.isSendBookingNotificationPopupOpen;
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (open) {
      setSubject(`About your booking ${data.bookingId}: ${data.ticketTitle}`);
      setMessage('');
      setErrors({});
    }
  }, [open, data.bookingId, data.ticketTitle]);

  const close = () => app.admin.closeSendBookingNotificationPopup();
  const { sending, send } = useSend(close);
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const found: Record<string, string> = {};
    if (!subject.trim()) found['subject'] = 'enter a subject';
    if (!message.trim()) found['message'] = 'write the message for the customer';
    setErrors(found);
    if (Object.keys(found).length) return;
    await send(async () => {
      const result = await app.api.sendNotification({
        bookingId: data._id,
        subject: subject.trim(),
        message: message.trim(),
      });
      return `Notification sent to ${data.email}${result.voucherAttached ? ' with the voucher' : ', without a voucher'}`;
    }, 'Could not send the notification');
  };
  const withheld = voucherWithheldReason(data.bookingStatus);
  const voucherNote = (
    <p className={withheld ? 'hint-bar' : 'muted'} role="status">
      {withheld
        ? `No voucher goes with this message: booking ${data.bookingId} ${withheld}. Only a paid booking's mail carries its check-in QR code.`
        : 'Our voucher PDF with the check-in QR code goes with this message.'}
    </p>
  );

  return (
    <SendDialogFrame
      open={open}
      title="Send notification"
      data={data}
      onClose={close}
      sendButton={
        <button type="submit" form="notification-form" className="button button-primary" disabled={sending}>
          {sending ? 'Sending…' : 'Send notification'}
        </button>
      }
    >
      {(preview) => (
        <form id="notification-form" onSubmit={submit} noValidate>
          {voucherNote}
          {preview ? (
            <MailPreview data={data} subject={subject}>
              {message || <span className="muted">(empty message)</span>}
              <p className="muted">
                Attachments: {withheld ? 'none' : 'our voucher PDF with the check-in QR code'}.
              </p>
            </MailPreview>
          ) : (
            <>
              <Field label="Subject" error={errors['subject']}>
                {(p) => (
                  <input
                    {...p}
                    value={subject}
                    onChange={(e) => setSubject(e.target.value)}
                    maxLength={LIMITS.subjectMax}
                  />
                )}
              </Field>
              <Field
                label="Message"
                error={errors['message']}
                hint={`${message.length} / ${LIMITS.messageMax} characters`}
              >
                {(p) => (
                  <textarea
                    {...p}
                    rows={8}
                    value={message}
                    onChange={(e) => setMessage(e.target.value)}
                    maxLength={LIMITS.messageMax}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit();
                    }}
                  />
                )}
              </Field>
            </>
          )}
        </form>
      )}
    </SendDialogFrame>
  );
});

const TicketDialog = observer(function TicketDialog() {
  const app = useApp();
  const data = app.admin.bookingData;
  const open = app.admin.isTicketSendPopupOpen;
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const booking = useQuery(
    (id: string, o) => app.api.getBooking(id, o),
    open && data._id ? data._id : null,
    BOOKING_TAGS,
  );
  const ticket = useQuery(
    (id: string, o) => app.api.getAdminTicket(id, o),
    booking.data ? booking.data.ticketId : null,
    TICKET_TAGS,
  );
  const expected = booking.data && ticket.data ? expectedTicketFiles(booking.data, ticket.data) : null;
  // Without the ticket (deleted, or its read failed) the count is unknown: the server, which
  // reads it itself, decides whether files are required.
  const countingFiles = expected === null && !booking.error && !ticket.error;
  const sentAt = booking.data?.ticketSentAt ?? null;
  useEffect(() => {
    if (open) {
      setMessage('');
      setFiles([]);
      setFileError(null);
    }
  }, [open, data._id]);
  const previews = useMemo(
    () => files.map((f) => ({ file: f, url: f.type.startsWith('image/') ? URL.createObjectURL(f) : null })),
    [files],
  );
  useEffect(() => () => previews.forEach((p) => p.url && URL.revokeObjectURL(p.url)), [previews]);

  const close = () => app.admin.closeTicketSendPopup();
  const { sending, send } = useSend(close);
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
  const submit = async () => {
    if (files.length === 0 && expected !== null && expected > 0) {
      setFileError(`attach the ticket files from the provider (${expected} expected)`);
      return;
    }
    await send(async () => {
      const result = await app.api.sendTicket({
        bookingId: data._id,
        ...(message.trim() ? { message: message.trim() } : {}),
        files,
      });
      const n = result.attachedFiles;
      return `Ticket sent to ${data.email}${n !== undefined ? ` (${n} file${n === 1 ? '' : 's'})` : ''}`;
    }, 'Could not send the ticket');
  };
  const countClass = expected === null ? '' : files.length === expected ? 'count-ok' : 'count-warn';

  return (
    <SendDialogFrame
      open={open}
      title="Send ticket"
      data={data}
      onClose={close}
      sendButton={
        <button
          type="button"
          className="button button-primary"
          onClick={() => void submit()}
          disabled={sending || countingFiles}
        >
          {sending
            ? 'Sending…'
            : `${sentAt ? 'Resend' : 'Send'} ticket${files.length ? ` (${files.length} file${files.length === 1 ? '' : 's'})` : ''}`}
        </button>
      }
    >
      {(preview) => (
        <>
          {booking.error ? (
            <ErrorState error={booking.error} />
          ) : !booking.data ? (
            <Spinner label="Loading the booking" />
          ) : (
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
                  {files.length > 0 && (
                    <>
                      {' '}
                      <strong>{files.length}</strong> extra file{files.length === 1 ? '' : 's'} attached.
                    </>
                  )}
                </>
              ) : (
                <>
                  <strong>{files.length}</strong> of <strong>{expected}</strong> expected file
                  {expected === 1 ? '' : 's'} attached
                  <span className="muted">
                    {' '}
                    ({booking.data.adultCount} adult × {ticket.data?.adultQrCount} + {booking.data.childCount}{' '}
                    child × {ticket.data?.childQrCount})
                  </span>
                </>
              )}
            </p>
          )}
          {sentAt && (
            <p className="hint-bar">
              Tickets were sent on {timestampLabel(sentAt)}. Sending again mails the customer a new copy with
              the files attached now.
            </p>
          )}
          {preview ? (
            <MailPreview data={data} subject={`Your tickets for ${data.ticketTitle} (${data.bookingId})`}>
              {message || <span className="muted">(no personal message)</span>}
              <p className="muted">
                Attachments: {files.map((f) => f.name).join(', ') || 'none'} + our voucher PDF with the
                booking QR code.
              </p>
            </MailPreview>
          ) : (
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
                        onClick={() => setFiles(files.filter((f) => f !== file))}
                      >
                        ×
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              <Field label="Message (optional)">
                {(p) => (
                  <textarea
                    {...p}
                    rows={4}
                    value={message}
                    onChange={(e) => setMessage(e.target.value)}
                    maxLength={LIMITS.messageMax}
                  />
                )}
              </Field>
            </>
          )}
        </>
      )}
    </SendDialogFrame>
  );
});

/** The two popups of the specification, opened from anywhere through the core AdminStore flags. */
export function SendDialogs() {
  return (
    <>
      <NotificationDialog />
      <TicketDialog />
    </>
  );
}
