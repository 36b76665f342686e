import type { StaffRole } from '@tours/core/contract';

/** What each role may do, in the words of the invitation (the contract's rules, said plainly). */
export const ROLE_DUTIES: Record<StaffRole, string> = {
  owner: 'everything, including staff and settings',
  manager: 'the catalogue, dates and slots, bookings, refunds, exports and sending',
  desk: 'checking guests in and looking bookings up',
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The invitation: the code (and, when the back office has a web address, a link) that sets the new
 * person's password once. Staff mail is in English, as the back office is.
 */
export function invitationMail(input: {
  role: StaffRole;
  invitedBy: string;
  token: string;
  expiresAt: Date;
  adminAppUrl: string | undefined;
}): { subject: string; text: string; html: string } {
  const expires = input.expiresAt.toUTCString();
  const link = input.adminAppUrl
    ? `${input.adminAppUrl}/#/accept-invitation?token=${encodeURIComponent(input.token)}`
    : null;
  const subject = 'Your invitation to the Tours Back Office';
  const lines = [
    `${input.invitedBy} invited you to the Tours Back Office as ${input.role} (${ROLE_DUTIES[input.role]}).`,
    '',
    link
      ? `Open this link to choose your password: ${link}`
      : 'Open the back office, choose "Accept an invitation" and paste this code:',
    '',
    `Invitation code: ${input.token}`,
    '',
    `The invitation works once and until ${expires}. If you did not expect it, ignore this mail.`,
  ];
  const html = [
    `<p>${escapeHtml(lines[0]!)}</p>`,
    link
      ? `<p><a href="${escapeHtml(link)}">Choose your password</a></p>`
      : '<p>Open the back office, choose “Accept an invitation” and paste this code:</p>',
    `<p>Invitation code: <code>${escapeHtml(input.token)}</code></p>`,
    `<p>The invitation works once and until ${escapeHtml(expires)}. If you did not expect it, ignore this mail.</p>`,
  ].join('\n');
  return { subject, text: lines.join('\n'), html };
}
