import type { StaffInvitation, StaffMember } from '@tours/core/schemas';
import type { AdminRow } from '../admin-auth/repository';
import { iso } from '../lib/present';
import type { OpenInvitationRow } from './repository';

export function presentStaffMember(row: AdminRow): StaffMember {
  return {
    _id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    active: row.active,
    lastLoginAt: iso(row.last_login_at) ?? null,
    secondFactor: row.totp_enabled_at !== null,
    createdAt: iso(row.created_at)!,
  };
}

export function presentInvitation(row: OpenInvitationRow): StaffInvitation {
  return {
    _id: row.id,
    email: row.email,
    role: row.role,
    expiresAt: iso(row.expires_at)!,
    invitedBy: row.invited_by_email,
    createdAt: iso(row.created_at)!,
  };
}
