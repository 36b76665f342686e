import { parseArgs } from 'node:util';
import { z } from 'zod';
import { AdminPasswordSchema } from '@tours/core/schemas';
import { isStrongPassword } from '../config';
import { migrateLatest } from '../db/migrate';
import { upsertAdmin } from '../admin-auth/service';
import { openDatabase } from './common';

/**
 * npm run admin:create -- --email E [--name N]   (the password is read from standard input)
 * Creates an owner, or sets a new password for an existing account and makes it an active owner
 * (revoking their sessions); owners invite everyone else from the Staff screen. The
 * password never goes on the command line, where `ps` and the shell history would keep it.
 */
const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
  strict: true,
});
const usage =
  'Usage: printf "%s" "a long passphrase" | npm run admin:create -- --email admin@example.com [--name "Full Name"]\n' +
  '       (or run it in a terminal and type the password when asked)';
if (values.password !== undefined) {
  console.error('--password is not accepted: give the password on standard input.');
  console.error(usage);
  process.exit(2);
}
const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email())
  .safeParse(values.email ?? '');
if (!email.success) {
  console.error(usage);
  console.error('  --email: a valid email address is required');
  process.exit(2);
}
const password = await readPassword();
if (!AdminPasswordSchema.safeParse(password).success || !isStrongPassword(password, email.data)) {
  console.error('  password: too weak (at least 12 characters, not the development default, not the email)');
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
      ? `Owner ${email.data} created.`
      : `${email.data} exists: password updated, now an active owner, sessions revoked.`,
  );
} catch (error) {
  console.error('Could not create the admin:', (error as Error).message);
  process.exitCode = 1;
} finally {
  await db.destroy();
}

/** The first line of standard input; in a terminal, asked for without echoing what is typed. */
async function readPassword(): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    let text = '';
    for await (const chunk of input) text += String(chunk);
    return text.split(/\r?\n/)[0] ?? '';
  }
  process.stderr.write('Password: ');
  input.setRawMode(true);
  input.setEncoding('utf8');
  return new Promise((resolve) => {
    let typed = '';
    const onData = (key: string) => {
      for (const ch of key) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          process.stderr.write('\n');
          resolve(typed);
          return;
        }
        if (ch === '\u0003') process.exit(130);
        if (ch === '\u007f') typed = typed.slice(0, -1);
        else typed += ch;
      }
    };
    input.on('data', onData);
    input.resume();
  });
}
