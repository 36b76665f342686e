import {
  StaffIdParamsSchema,
  StaffInvitationSchema,
  StaffInviteRequestSchema,
  StaffListSchema,
  StaffMemberSchema,
  StaffSettingsSchema,
  StaffUpdateRequestSchema,
} from '../schemas/admin';
import { OkSchema } from '../schemas/common';
import { endpoints } from './endpoint';
import { paths } from './paths';

export const staff = endpoints(paths.staff, 'Staff', {
  list: {
    summary: 'The people of the back office (roles, last sign-in, second factor) and open invitations',
    response: StaffListSchema,
    provides: ['Staff'],
  },
  invite: {
    summary: 'Invites a person by e-mail with a role: a single-use link that expires in 72 hours',
    body: StaffInviteRequestSchema,
    response: StaffInvitationSchema,
    status: 201,
    errors: { 409: 'That e-mail already belongs to a member of staff' },
    invalidates: ['Staff'],
  },
  revokeInvitation: {
    summary: 'Withdraws an open invitation',
    params: StaffIdParamsSchema,
    response: OkSchema,
    errors: { 404: 'No open invitation with that id' },
    invalidates: ['Staff'],
  },
  update: {
    summary: 'Changes a person’s role or disables them (their sessions end at once)',
    params: StaffIdParamsSchema,
    body: StaffUpdateRequestSchema,
    response: StaffMemberSchema,
    errors: { 404: 'No such person', 409: 'The last active owner cannot be demoted or disabled' },
    invalidates: ['Staff'],
  },
  resetSecondFactor: {
    summary: 'Removes a person’s authenticator and recovery codes (a lost phone); their sessions end',
    params: StaffIdParamsSchema,
    response: StaffMemberSchema,
    errors: { 404: 'No such person' },
    invalidates: ['Staff'],
  },
  settings: {
    summary: 'The sign-in rules: whether everyone must use a second factor',
    response: StaffSettingsSchema,
    provides: ['Staff'],
  },
  updateSettings: {
    summary: 'Requires (or stops requiring) a second factor from everyone',
    body: StaffSettingsSchema,
    response: StaffSettingsSchema,
    errors: { 409: 'The owner setting it has no second factor yet' },
    invalidates: ['Staff'],
  },
});
