import { z } from 'zod';

export const AdminLoginRequestSchema = z.strictObject({
  email: z.string().trim().toLowerCase().pipe(z.email()).pipe(z.string().max(254)),
  password: z.string().min(1).max(1024),
});
export type AdminLoginRequest = z.input<typeof AdminLoginRequestSchema>;

export const AdminLoginResponseSchema = z.object({ token: z.string(), adminEmail: z.string() });
export type AdminLoginResponse = z.infer<typeof AdminLoginResponseSchema>;

export const AdminMeSchema = z.object({ adminEmail: z.string(), name: z.string().nullable().optional() });
export type AdminMe = z.infer<typeof AdminMeSchema>;

/** Minimum strength of an admin password: 12 characters. */
export const AdminPasswordSchema = z.string().min(12, 'use at least 12 characters').max(1024);
