import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import type { AdminBookingData } from '@tours/core/stores';
import { Dialog } from '../../components/Dialog';
import { notify } from '../../lib/toast';

type Recipient = AdminBookingData;

/**
 * The dialog both mails share: who it goes to, and Preview / Cancel beside the dialog's send button.
 * It keeps the Preview toggle, back on the form each time the dialog opens, and renders its children
 * with it: the form, or the mail as the customer will see it.
 */
export const SendDialogFrame = observer(function SendDialogFrame(props: {
  open: boolean;
  title: string;
  data: Recipient;
  onClose: () => void;
  sendButton: ReactNode;
  children: (preview: boolean) => ReactNode;
}) {
  const { open, data } = props;
  const [preview, setPreview] = useState(false);
  useEffect(() => {
    if (open) setPreview(false);
  }, [open, data._id]);
  return (
    <Dialog
      open={open}
      title={props.title}
      description={`To ${data.name} <${data.email}> · booking ${data.bookingId} · ${data.ticketTitle} · ${data.bookingDateString}`}
      onClose={props.onClose}
      size="lg"
      footer={
        <>
          <button type="button" className="button" onClick={() => setPreview(!preview)}>
            {preview ? 'Edit' : 'Preview'}
          </button>
          <button type="button" className="button" onClick={props.onClose}>
            Cancel
          </button>
          {props.sendButton}
        </>
      }
    >
      {props.children(preview)}
    </Dialog>
  );
});

/** The mail as the customer will see it: recipient, subject and body. */
export const MailPreview = observer(function MailPreview({
  data,
  subject,
  children,
}: {
  data: Recipient;
  subject: string;
  children: ReactNode;
}) {
  return (
    <div className="mail-preview" aria-label="Preview">
      <p className="mail-meta">
        <strong>To:</strong> {data.name} &lt;{data.email}&gt;
        <br />
        <strong>Subject:</strong> {subject}
      </p>
      <div className="mail-body">{children}</div>
    </div>
  );
});

/**
 * Sends one mail for a dialog: `sending` while it goes, then the toast that work returns and
 * onSent (the dialog closes), or the error's toast after `failure` with the dialog left open.
 */
export function useSend(onSent: () => void) {
  const [sending, setSending] = useState(false);
  const send = async (work: () => Promise<string>, failure: string) => {
    setSending(true);
    try {
      notify.success(await work());
      onSent();
    } catch (error) {
      notify.error(error, failure);
    } finally {
      setSending(false);
    }
  };
  return { sending, send };
}
