import { z } from 'zod';
import { STAFF_ROLES } from '../domain/staff';
import { IdSchema, TimestampSchema } from './common';

export const StaffRoleSchema = z.enum(STAFF_ROLES);

export const AdminLoginRequestSchema = z.strictObject({
  email: z.string().trim().toLowerCase().pipe(z.email()).pipe(z.string().max(254)),
  password: z.string().min(1).max(1024),
});
export type AdminLoginRequest = z.input<typeof AdminLoginRequestSchema>;

/** A session was opened: its bearer token and who it belongs to. */
export const AdminSignedInSchema = z.object({
  token: z.string(),
  adminEmail: z.string(),
  role: StaffRoleSchema,
});
export type AdminSignedIn = z.infer<typeof AdminSignedInSchema>;

/** The password was right and a second factor is set up: the second step's challenge (minutes long). */
export const AdminSecondStepSchema = z.object({
  secondFactor: z.literal('totp'),
  challenge: z.string(),
  adminEmail: z.string(),
});
export type AdminSecondStep = z.infer<typeof AdminSecondStepSchema>;

export const AdminLoginResponseSchema = z.union([AdminSignedInSchema, AdminSecondStepSchema]);
export type AdminLoginResponse = z.infer<typeof AdminLoginResponseSchema>;

const TokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,200}$/, 'must be a token');
export const TotpCodeSchema = z
  .string()
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'must be the 6 digits your app shows'));
/** A recovery code as printed (`abcde-fghij`); case, spaces and dashes do not matter. */
export const RecoveryCodeSchema = z
  .string()
  .max(40)
  .transform((v) => v.toLowerCase().replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, 'must be one of your recovery codes'));

/** The second step: a code from the authenticator app, or one recovery code. */
export const AdminSecondFactorRequestSchema = z
  .strictObject({
    challenge: TokenSchema,
    code: TotpCodeSchema.optional(),
    recoveryCode: RecoveryCodeSchema.optional(),
  })
  .refine((v) => (v.code === undefined) !== (v.recoveryCode === undefined), {
    message: 'give either a code or a recovery code',
    path: ['code'],
  });
export type AdminSecondFactorRequest = z.input<typeof AdminSecondFactorRequestSchema>;

export const AdminMeSchema = z.object({
  adminEmail: z.string(),
  name: z.string().nullable().optional(),
  role: StaffRoleSchema,
  secondFactor: z.object({
    /** An authenticator is set up for this person. */
    enabled: z.boolean(),
    /** The owner requires one from everyone: without it, this session may only enrol. */
    required: z.boolean(),
  }),
});
export type AdminMe = z.infer<typeof AdminMeSchema>;

/** Minimum strength of an admin password: 12 characters. */
export const AdminPasswordSchema = z.string().min(12, 'use at least 12 characters').max(1024);

export const ChangePasswordRequestSchema = z.strictObject({
  currentPassword: z.string().min(1).max(1024),
  newPassword: AdminPasswordSchema,
});
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequestSchema>;

/** A new authenticator secret, as text and as the QR code an app scans. */
export const TotpEnrolmentSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as an SVG QR code. */
  qrSvg: z.string(),
});
export type TotpEnrolment = z.infer<typeof TotpEnrolmentSchema>;

export const TotpConfirmRequestSchema = z.strictObject({ code: TotpCodeSchema });
export type TotpConfirmRequest = z.input<typeof TotpConfirmRequestSchema>;

/** The ten recovery codes, shown once: only their hashes are kept. */
export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()).length(10) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

const PersonNameSchema = z.string().trim().min(1, 'enter a name').max(100);
const StaffEmailSchema = z.string().trim().toLowerCase().pipe(z.email()).pipe(z.string().max(254));

export const AcceptInvitationRequestSchema = z.strictObject({
  token: TokenSchema,
  name: PersonNameSchema,
  password: AdminPasswordSchema,
});
export type AcceptInvitationRequest = z.input<typeof AcceptInvitationRequestSchema>;
export const AcceptedInvitationSchema = z.object({ adminEmail: z.string(), role: StaffRoleSchema });

export const StaffMemberSchema = z.object({
  _id: IdSchema,
  email: z.string(),
  name: z.string().nullable(),
  role: StaffRoleSchema,
  active: z.boolean(),
  lastLoginAt: TimestampSchema.nullable(),
  secondFactor: z.boolean(),
  createdAt: TimestampSchema,
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

export const StaffInvitationSchema = z.object({
  _id: IdSchema,
  email: z.string(),
  role: StaffRoleSchema,
  expiresAt: TimestampSchema,
  invitedBy: z.string().nullable(),
  createdAt: TimestampSchema,
});
export type StaffInvitation = z.infer<typeof StaffInvitationSchema>;

/** The people (active or not) and the invitations still open. */
export const StaffListSchema = z.object({
  people: z.array(StaffMemberSchema),
  invitations: z.array(StaffInvitationSchema),
});
export type StaffList = z.infer<typeof StaffListSchema>;

export const StaffInviteRequestSchema = z.strictObject({ email: StaffEmailSchema, role: StaffRoleSchema });
export type StaffInviteRequest = z.input<typeof StaffInviteRequestSchema>;

export const StaffUpdateRequestSchema = z
  .strictObject({ role: StaffRoleSchema.optional(), active: z.boolean().optional() })
  .refine((v) => v.role !== undefined || v.active !== undefined, {
    message: 'change the role or the access',
    path: ['role'],
  });
export type StaffUpdateRequest = z.input<typeof StaffUpdateRequestSchema>;

export const StaffSettingsSchema = z.strictObject({ requireSecondFactor: z.boolean() });
export type StaffSettings = z.infer<typeof StaffSettingsSchema>;

export const StaffIdParamsSchema = z.object({ id: IdSchema });
