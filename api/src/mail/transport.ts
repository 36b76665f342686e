import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

/** Where delivered mail goes: an SMTP server, or .eml files in a folder when no SMTP_URL is set. */
export interface MailTransport {
  readonly description: string;
  send(message: Mail.Options): Promise<void>;
  close(): void;
}

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    description: `SMTP ${new URL(smtpUrl).host}`,
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

/**
 * Writes each message as an .eml file named after its Message-ID, so a retried message replaces
 * its own earlier copy instead of landing twice. The file appears whole (write, then rename).
 */
export function fileTransport(folder: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `files in ${folder}`,
    async send(message) {
      const info = await transporter.sendMail(message);
      await mkdir(folder, { recursive: true });
      const id = String(message.messageId ?? info.messageId).replace(/[^A-Za-z0-9@.-]/g, '');
      const file = path.join(folder, `${id}.eml`);
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
    },
    close: () => transporter.close(),
  };
}

export function createMailTransport(options: {
  smtpUrl?: string | undefined;
  dataDir: string;
}): MailTransport {
  return options.smtpUrl ? smtpTransport(options.smtpUrl) : fileTransport(path.join(options.dataDir, 'mail'));
}
