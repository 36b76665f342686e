import type { Manifest } from '@tours/core/schemas';
import { escapeHtml } from '../mail/templates';
import { dayTitle, groupTitle, ticketsLine, totalsLine } from './words';

/** The mail that carries the run sheet to a guide: the summary in the body, the full sheet attached. */
export function manifestMail(
  manifest: Manifest,
  message: string | undefined,
): { subject: string; text: string; html: string } {
  const subject = `${dayTitle(manifest.date)} · ${ticketsLine(manifest)}`.slice(0, 200);
  const groups = manifest.groups.map((g) => `${groupTitle(g, manifest.date)}: ${totalsLine(g.totals)}`);
  const lines = [
    ...(message ? [message, ''] : []),
    `The run sheet for ${ticketsLine(manifest)} is attached as a PDF.`,
    '',
    `Day: ${totalsLine(manifest.totals)}`,
    ...(groups.length ? ['', ...groups] : ['', 'No paid bookings for this day.']),
  ];
  const html = lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join('\n');
  return { subject, text: lines.join('\n'), html };
}
