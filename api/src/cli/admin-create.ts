import { parseArgs } from 'node:util';
import { z } from 'zod';
import { AdminPasswordSchema } from '@tours/core';
import { isStrongPassword } from '../config';
import { migrateLatest } from '../db/migrate';
import { upsertAdmin } from '../services/admin-auth';
import { openDatabase } from './common';

/**
 * npm run admin:create -- --email E --password P [--name N]
 * Creates an admin, or sets a new password for an existing one (revoking their sessions).
 */
const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  strict: true,
});
const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email())
  .safeParse(values.email ?? '');
if (!email.success) {
  console.error(
    'Usage: npm run admin:create -- --email admin@example.com --password "a long passphrase" [--name "Full Name"]',
  );
  console.error('  --email: a valid email address is required');
  process.exit(2);
}
const password = values.password ?? '';
if (!AdminPasswordSchema.safeParse(password).success || !isStrongPassword(password, email.data)) {
  console.error(
    '  --password: too weak (at least 12 characters, not the development default, not the email)',
  );
  process.exit(2);
}

const { db } = openDatabase();
try {
  await migrateLatest(db);
  const { created } = await upsertAdmin(db, {
    email: email.data,
    password,
    name: values.name ?? null,
    resetPassword: true,
  });
  console.log(
    created
      ? `Admin ${email.data} created.`
      : `Admin ${email.data} exists: password updated, sessions revoked.`,
  );
} catch (error) {
  console.error('Could not create the admin:', (error as Error).message);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
