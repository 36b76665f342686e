import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { E2E } from './env';

export async function signIn(page: Page, screen = 'bookings'): Promise<void> {
  await page.goto(`/#/${screen}`);
  await page.getByLabel('E-mail').fill(E2E.adminEmail);
  await page.getByLabel('Password').fill(E2E.adminPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
}

/** Calls the API directly (checks from the storefront's point of view, or as the admin). */
export async function api<T = unknown>(
  method: string,
  pathAndQuery: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${E2E.apiUrl}${pathAndQuery}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

export async function adminToken(): Promise<string> {
  const res = await api<{ token: string }>('POST', '/admin/login', {
    body: { email: E2E.adminEmail, password: E2E.adminPassword },
  });
  expect(res.status).toBe(200);
  return res.body.token;
}

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  attachments: { filename?: string; contentType: string; size: number }[];
}

/** Mail the test SMTP server has received so far. */
export function receivedMail(): CapturedMail[] {
  const dir = process.env['E2E_MAIL_DIR'];
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (global set-up did not run)');
  let files: string[] = [];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  return files.map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as CapturedMail);
}

export async function waitForMail(
  match: (m: CapturedMail) => boolean,
  timeoutMs = 30_000,
): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect
    .poll(
      () => {
        found = receivedMail().find(match);
        return !!found;
      },
      { timeout: timeoutMs, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return found!;
}

/** Today's calendar date in Dubai, YYYY-MM-DD. */
export function todayDubai(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function weekdayOf(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
}
