import {
  AcceptedInvitationSchema,
  AcceptInvitationRequestSchema,
  AdminLoginRequestSchema,
  AdminLoginResponseSchema,
  AdminMeSchema,
  AdminSecondFactorRequestSchema,
  AdminSignedInSchema,
  ChangePasswordRequestSchema,
  RecoveryCodesSchema,
  TotpConfirmRequestSchema,
  TotpEnrolmentSchema,
} from '../schemas/admin';
import { OkSchema } from '../schemas/common';
import { endpoints } from './endpoint';
import { paths } from './paths';

/** Signing in or out drops every cached read, so nothing from another session is shown. */
export const adminAuth = endpoints(paths.adminAuth, 'Admin session', {
  login: {
    summary:
      'Sign in; answers a bearer token, or the second step’s challenge when a second factor is set up (attempts limited per IP, growing delays per email and IP)',
    body: AdminLoginRequestSchema,
    response: AdminLoginResponseSchema,
    errors: { 401: 'Wrong email or password', 429: 'Too many attempts; see Retry-After' },
    invalidates: 'all',
  },
  logout: {
    summary: 'Sign out: revokes the token',
    response: OkSchema,
    invalidates: 'all',
  },
  me: {
    summary: 'The signed-in member of staff: role and second factor',
    response: AdminMeSchema,
  },
  secondFactor: {
    summary:
      'The second step of a sign-in: a code from the authenticator app or one recovery code (limited as the first step)',
    body: AdminSecondFactorRequestSchema,
    response: AdminSignedInSchema,
    errors: {
      401: 'Wrong code, or the challenge has expired or was used',
      429: 'Too many attempts; see Retry-After',
    },
    invalidates: 'all',
  },
  acceptInvitation: {
    summary: 'Accepts an invitation: sets the name and password of a new member of staff (once)',
    body: AcceptInvitationRequestSchema,
    response: AcceptedInvitationSchema,
    status: 201,
    errors: { 404: 'Unknown, used, revoked or expired invitation', 429: 'Too many attempts' },
  },
  changePassword: {
    summary: 'Changes the signed-in person’s password; their other sessions end',
    body: ChangePasswordRequestSchema,
    response: OkSchema,
    errors: { 401: 'Wrong current password', 422: 'The new password is too easy to guess' },
  },
  enrolTotp: {
    summary: 'Starts setting up an authenticator: a new secret and its QR code (not active until confirmed)',
    response: TotpEnrolmentSchema,
    errors: { 409: 'An authenticator is already set up' },
  },
  confirmTotp: {
    summary: 'Confirms the authenticator with a first code; answers ten single-use recovery codes, once',
    body: TotpConfirmRequestSchema,
    response: RecoveryCodesSchema,
    errors: { 409: 'No enrolment started, or already confirmed', 422: 'Wrong code' },
  },
});
