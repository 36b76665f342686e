import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for tests: accepts every message and keeps it parsed (and hands it to
 * `onMessage`, if given). It can be stopped and started again on the same port to play an outage.
 */
export class SmtpSink {
  readonly messages: ParsedMail[] = [];
  private server: SMTPServer | null = null;
  port = 0;

  constructor(private readonly onMessage?: (mail: ParsedMail) => void) {}

  async start(port = this.port): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            this.messages.push(parsed);
            this.onMessage?.(parsed);
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }
}

/** A mail as the end-to-end servers write it for the specs to read. */
export interface MailFile {
  to: string;
  from: string;
  subject: string;
  text: string;
  attachments: { filename: string | undefined; contentType: string; size: number }[];
}

/**
 * An SmtpSink `onMessage` for a test server in another process: each mail becomes `0001.json`,
 * `0002.json`… in `dir` (a MailFile), written aside and renamed into place, so that a test polling
 * the folder never reads a half-written file.
 */
export function writeEachMailTo(dir: string): (mail: ParsedMail) => void {
  mkdirSync(dir, { recursive: true });
  let received = 0;
  return (mail) => {
    const file = path.join(dir, `${String(++received).padStart(4, '0')}.json`);
    const to = mail.to ? (Array.isArray(mail.to) ? mail.to : [mail.to]).map((a) => a.text).join(', ') : '';
    const written: MailFile = {
      to,
      from: mail.from?.text ?? '',
      subject: mail.subject ?? '',
      text: mail.text ?? '',
      attachments: mail.attachments.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        size: a.size,
      })),
    };
    writeFileSync(`${file}.part`, JSON.stringify(written));
    renameSync(`${file}.part`, file);
  };
}
