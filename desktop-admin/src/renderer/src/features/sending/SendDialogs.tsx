import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { expectedTicketFiles, LIMITS, voucherWithheldReason } from '@tours/core/domain';
import { useApp } from '../../lib/app-context';
import { Field } from '../../components/Field';
import { timestampLabel } from '../../lib/format';
import { useQuery } from '../../lib/use-query';
import { MailPreview, SendDialogFrame, useSend } from './SendDialogFrame';
import { ExpectedFiles, ProviderFilesField, useAttachedFiles } from './TicketFiles';

const BOOKING_TAGS = ['Booking'] as const;
const TICKET_TAGS = ['Ticket'] as const;

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
  const attached = useAttachedFiles(open, data._id);
  const { files, setFileError } = attached;
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
    if (open) setMessage('');
  }, [open, data._id]);

  const close = () => app.admin.closeTicketSendPopup();
  const { sending, send } = useSend(close);
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
          <ExpectedFiles booking={booking} ticket={ticket} expected={expected} attached={files.length} />
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
              <ProviderFilesField attached={attached} />
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

/** The two send dialogs (ticket and notification), opened from anywhere through the core AdminStore flags. */
export function SendDialogs() {
  return (
    <>
      <NotificationDialog />
      <TicketDialog />
    </>
  );
}
