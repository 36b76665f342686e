import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { AdminBookingData } from '@tours/core/stores';
import { Dialog } from '../../components/Dialog';

type Recipient = AdminBookingData;

/** The dialog both mails share: who it goes to, and Preview / Cancel beside the dialog's send button. */
export const SendDialogFrame = observer(function SendDialogFrame(props: {
  open: boolean;
  title: string;
  data: Recipient;
  preview: boolean;
  onPreview: (preview: boolean) => void;
  onClose: () => void;
  sendButton: ReactNode;
  children: ReactNode;
}) {
  const { data } = props;
  return (
    <Dialog
      open={props.open}
      title={props.title}
      description={`To ${data.name} <${data.email}> · booking ${data.bookingId} · ${data.ticketTitle} · ${data.bookingDateString}`}
      onClose={props.onClose}
      size="lg"
      footer={
        <>
          <button type="button" className="button" onClick={() => props.onPreview(!props.preview)}>
            {props.preview ? 'Edit' : 'Preview'}
          </button>
          <button type="button" className="button" onClick={props.onClose}>
            Cancel
          </button>
          {props.sendButton}
        </>
      }
    >
      {props.children}
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
