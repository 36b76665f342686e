export { enqueueMail, messageIdFor, type MailAttachment, type OutgoingMail } from './outbox';
export { MailWorker, type MailWorkerOptions } from './worker';
export { createMailTransport, fileTransport, smtpTransport, type MailTransport } from './transport';
export { confirmationMail, notificationMail, ticketMail } from './templates';
export { renderVoucherPdf } from './voucher';
