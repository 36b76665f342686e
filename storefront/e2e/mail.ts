import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; size: number }[];
}

/** Where serve.ts's SMTP server writes the mails of the server on `port`. */
export function mailDirOf(port: number): string {
  return path.join(tmpdir(), `storefront-e2e-mail-${port}`);
}

function mails(port: number): ReceivedMail[] {
  const dir = mailDirOf(port);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as ReceivedMail);
}

/** Waits for the newest mail to `to` whose subject matches, and returns it. */
export async function waitForMail(port: number, to: string, subject: RegExp): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = mails(port)
          .filter((m) => m.to.includes(to) && subject.test(m.subject))
          .at(-1);
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** The `/booking?token=…` link of a mail, as a path on the storefront. */
export function manageLinkOf(mail: ReceivedMail): string {
  const match = /https?:\/\/[^\s)]+(\/booking\?token=[A-Za-z0-9_.-]+)/.exec(mail.text);
  expect(match, `no manage link in: ${mail.text}`).not.toBeNull();
  return match![1]!;
}
