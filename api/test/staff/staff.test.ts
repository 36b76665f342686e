import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness';
import { expectError } from '../expect';
import { createStaff, sessionFor, STAFF_PASSWORD, totpCode } from './support';

/**
 * People: invitations, passwords, roles and access; the second factor: enrolment, the second
 * sign-in step, recovery codes and the owner's rule. TOTP codes are computed here with otpauth, as
 * an authenticator app would.
 */
let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp({ config: { adminAppUrl: 'https://admin.example.com' } });
  owner = await t.loginAsAdmin();
});
afterAll(async () => {
  await t?.close();
});

/** Invites an address and reads the code from the mail in the outbox. */
async function invite(email: string, role: 'owner' | 'manager' | 'desk') {
  const res = await t.request('POST', '/admin/staff/invitations', { token: owner, body: { email, role } });
  expect(res.status, res.text).toBe(201);
  const mail = await t
    .db('mail_outbox')
    .where({ to: email, kind: 'staff' })
    .orderBy('created_at', 'desc')
    .first();
  const code = /Invitation code: ([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
  return { invitation: res.body, mail, code };
}

async function signIn(email: string, password = STAFF_PASSWORD) {
  return t.request('POST', '/admin/login', { body: { email, password } });
}

describe('invitations', () => {
  it('an owner invites by e-mail; the code works once, sets a name and a strong password, and grants the role', async () => {
    const { invitation, mail, code } = await invite('desk.one@example.com', 'desk');
    expect(invitation).toMatchObject({
      email: 'desk.one@example.com',
      role: 'desk',
      invitedBy: 'admin@example.com',
    });
    expect(mail.text).toContain(`https://admin.example.com/#/accept-invitation?token=${code}`);
    // Only the token's hash is stored.
    const row = await t.db('staff_invitations').where({ id: invitation._id }).first();
    expect(JSON.stringify(row)).not.toContain(code);

    const weak = await t.request('POST', '/admin/invitations/accept', {
      body: { token: code, name: 'Desk One', password: 'password1234' },
    });
    expectError(weak, 422, 'WEAK_PASSWORD');
    const accepted = await t.request('POST', '/admin/invitations/accept', {
      body: { token: code, name: 'Desk One', password: STAFF_PASSWORD },
    });
    expect(accepted.status, accepted.text).toBe(201);
    expect(accepted.body).toEqual({ adminEmail: 'desk.one@example.com', role: 'desk' });
    expectError(
      await t.request('POST', '/admin/invitations/accept', {
        body: { token: code, name: 'Again', password: STAFF_PASSWORD },
      }),
      404,
    );
    const signedIn = await signIn('desk.one@example.com');
    expect(signedIn.body).toMatchObject({ adminEmail: 'desk.one@example.com', role: 'desk' });
    const list = await t.request('GET', '/admin/staff', { token: owner });
    const person = list.body.people.find((p: { email: string }) => p.email === 'desk.one@example.com');
    expect(person).toMatchObject({ name: 'Desk One', role: 'desk', active: true, secondFactor: false });
    expect(person.lastLoginAt).toBeTruthy();
  });

  it('an expired or withdrawn invitation does not open an account; inviting again replaces the first', async () => {
    const first = await invite('late@example.com', 'manager');
    const second = await invite('late@example.com', 'manager');
    expectError(
      await t.request('POST', '/admin/invitations/accept', {
        body: { token: first.code, name: 'Late', password: STAFF_PASSWORD },
      }),
      404,
    );
    await t
      .db('staff_invitations')
      .where({ id: second.invitation._id })
      .update({ expires_at: new Date(Date.now() - 1000) });
    expectError(
      await t.request('POST', '/admin/invitations/accept', {
        body: { token: second.code, name: 'Late', password: STAFF_PASSWORD },
      }),
      404,
    );
    const third = await invite('late@example.com', 'manager');
    expect(
      (await t.request('DELETE', `/admin/staff/invitations/${third.invitation._id}`, { token: owner }))
        .status,
    ).toBe(200);
    expectError(
      await t.request('POST', '/admin/invitations/accept', {
        body: { token: third.code, name: 'Late', password: STAFF_PASSWORD },
      }),
      404,
    );
    expect(await t.db('admins').where({ email: 'late@example.com' })).toHaveLength(0);
  });

  it('refuses to invite an address that already has an account', async () => {
    expectError(
      await t.request('POST', '/admin/staff/invitations', {
        token: owner,
        body: { email: 'admin@example.com', role: 'desk' },
      }),
      409,
    );
  });
});

describe('passwords and access', () => {
  it('a person changes their own password (strength rules, current one checked); their other sessions end', async () => {
    const person = await createStaff(t.db, 'manager');
    const other = await sessionFor(t.db, person.id);
    const token = await sessionFor(t.db, person.id);
    expectError(
      await t.request('POST', '/admin/me/password', {
        token,
        body: { currentPassword: 'not it at all', newPassword: 'a new long passphrase 9' },
      }),
      401,
    );
    expectError(
      await t.request('POST', '/admin/me/password', {
        token,
        body: { currentPassword: STAFF_PASSWORD, newPassword: 'qwerty123456' },
      }),
      422,
      'WEAK_PASSWORD',
    );
    const ok = await t.request('POST', '/admin/me/password', {
      token,
      body: { currentPassword: STAFF_PASSWORD, newPassword: 'a new long passphrase 9' },
    });
    expect(ok.status, ok.text).toBe(200);
    expect((await t.request('GET', '/admin/me', { token })).status).toBe(200);
    expectError(await t.request('GET', '/admin/me', { token: other }), 401);
    expect((await signIn(person.email, 'a new long passphrase 9')).status).toBe(200);
  });

  it('an owner disables an account: its sessions end at once and it cannot sign in; the last owner stays', async () => {
    const person = await createStaff(t.db, 'desk');
    const token = await sessionFor(t.db, person.id);
    expect((await t.request('GET', '/admin/all-bookings', { token })).status).toBe(200);
    const res = await t.request('PUT', `/admin/staff/${person.id}`, {
      token: owner,
      body: { active: false },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.active).toBe(false);
    expectError(await t.request('GET', '/admin/all-bookings', { token }), 401);
    expectError(await signIn(person.email), 401);
    const audit = await t.db('audit_log').where({ action: 'staff.disable', entity_id: person.id }).first();
    expect(audit).toMatchObject({ admin_email: 'admin@example.com', admin_role: 'owner' });

    const me = (await t.db('admins').where({ email: 'admin@example.com' }).first()).id;
    expectError(
      await t.request('PUT', `/admin/staff/${me}`, { token: owner, body: { role: 'desk' } }),
      409,
      'OWN_ACCOUNT',
    );
    const second = await createStaff(t.db, 'owner');
    const secondToken = await sessionFor(t.db, second.id);
    await t.db('admins').where({ id: second.id }).update({ active: true });
    // Another owner may demote the first while two exist, not the last one after.
    await t
      .db('admins')
      .whereNot({ id: me })
      .whereNot({ id: second.id })
      .where({ role: 'owner' })
      .update({ active: false });
    expect(
      (await t.request('PUT', `/admin/staff/${me}`, { token: secondToken, body: { role: 'manager' } }))
        .status,
    ).toBe(200);
    expectError(
      await t.request('PUT', `/admin/staff/${second.id}`, { token: secondToken, body: { active: false } }),
      409,
    );
    expect((await t.request('GET', '/admin/me', { token: owner })).status).toBe(401);
    await t.db('admins').where({ id: me }).update({ role: 'owner' });
    owner = await t.loginAsAdmin();
  });

  it('a role change ends the person’s sessions; their next session has the new role', async () => {
    const person = await createStaff(t.db, 'manager');
    const token = await sessionFor(t.db, person.id);
    await t.request('PUT', `/admin/staff/${person.id}`, { token: owner, body: { role: 'desk' } });
    expectError(await t.request('GET', '/admin/me', { token }), 401);
    const fresh = await sessionFor(t.db, person.id);
    expectError(await t.request('GET', '/admin/bookings-export', { token: fresh }), 403, 'FORBIDDEN_ROLE');
  });
});

/** Enrols a person's authenticator through the API: the secret from the answer, the recovery codes. */
async function enrol(token: string) {
  const started = await t.request('POST', '/admin/me/totp', { token });
  expect(started.status, started.text).toBe(200);
  expect(started.body.qrSvg).toMatch(/^<svg/);
  expect(started.body.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
  const secret = started.body.secret as string;
  const confirmed = await t.request('POST', '/admin/me/totp/confirm', {
    token,
    body: { code: totpCode(secret) },
  });
  expect(confirmed.status, confirmed.text).toBe(200);
  return { secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}

describe('second factor', () => {
  it('enrols with a QR code; the secret is encrypted at rest; sign-in then asks for a code, each code works once', async () => {
    const person = await createStaff(t.db, 'manager');
    const { secret, recoveryCodes } = await enrol(await sessionFor(t.db, person.id));
    expect(recoveryCodes).toHaveLength(10);
    const row = await t.db('admins').where({ id: person.id }).first();
    expect(row.totp_secret).toMatch(/^v1\./);
    expect(row.totp_secret).not.toContain(secret);
    const codes = await t.db('admin_recovery_codes').where({ admin_id: person.id });
    expect(codes).toHaveLength(10);
    for (const c of codes) expect(c.code_hash).toMatch(/^\$argon2id\$/);

    const first = await signIn(person.email);
    expect(first.status).toBe(200);
    expect(first.body.token).toBeUndefined();
    expect(first.body.secondFactor).toBe('totp');
    expectError(
      await t.request('POST', '/admin/login/second-factor', {
        body: { challenge: first.body.challenge, code: '000000' },
      }),
      401,
    );
    // The enrolment used this step's code: the next step's (within the window) opens the session.
    const code = totpCode(secret, 1);
    const ok = await t.request('POST', '/admin/login/second-factor', {
      body: { challenge: first.body.challenge, code },
    });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body).toMatchObject({ adminEmail: person.email, role: 'manager' });
    expect((await t.request('GET', '/admin/me', { token: ok.body.token })).body.secondFactor).toEqual({
      enabled: true,
      required: false,
    });
    // The challenge is used up, and the same code is refused on a new one.
    expectError(
      await t.request('POST', '/admin/login/second-factor', {
        body: { challenge: first.body.challenge, code },
      }),
      401,
    );
    const again = await signIn(person.email);
    expectError(
      await t.request('POST', '/admin/login/second-factor', {
        body: { challenge: again.body.challenge, code },
      }),
      401,
    );
  });

  it('a recovery code opens a session once', async () => {
    const person = await createStaff(t.db, 'desk');
    const { recoveryCodes } = await enrol(await sessionFor(t.db, person.id));
    const use = async (recoveryCode: string) => {
      const first = await signIn(person.email);
      return t.request('POST', '/admin/login/second-factor', {
        body: { challenge: first.body.challenge, recoveryCode },
      });
    };
    expect((await use(recoveryCodes[3]!.toUpperCase())).status).toBe(200);
    expectError(await use(recoveryCodes[3]!), 401);
    const audit = await t
      .db('audit_log')
      .where({ action: 'admin.login', admin_id: person.id })
      .orderBy('created_at', 'desc')
      .first();
    expect(audit.details).toMatchObject({ secondFactor: 'recovery_code', recoveryCodesLeft: 9 });
  });

  it('the owner requires a second factor: without one a session may only enrol, then everything its role allows', async () => {
    expectError(
      await t.request('PUT', '/admin/staff-settings', { token: owner, body: { requireSecondFactor: true } }),
      409,
      'SECOND_FACTOR_FIRST',
    );
    const ownerRow = await t.db('admins').where({ email: 'admin@example.com' }).first();
    const ownerToken = await sessionFor(t.db, ownerRow.id);
    await enrol(ownerToken);
    const set = await t.request('PUT', '/admin/staff-settings', {
      token: ownerToken,
      body: { requireSecondFactor: true },
    });
    expect(set.status, set.text).toBe(200);
    try {
      const person = await createStaff(t.db, 'desk');
      const token = await sessionFor(t.db, person.id);
      const me = await t.request('GET', '/admin/me', { token });
      expect(me.body.secondFactor).toEqual({ enabled: false, required: true });
      expectError(await t.request('GET', '/admin/all-bookings', { token }), 403, 'SECOND_FACTOR_REQUIRED');
      await enrol(token);
      expect((await t.request('GET', '/admin/all-bookings', { token })).status).toBe(200);
    } finally {
      await t.request('PUT', '/admin/staff-settings', {
        token: ownerToken,
        body: { requireSecondFactor: false },
      });
    }
  });

  it('an owner resets a lost authenticator: the person signs in with the password alone, sessions ended', async () => {
    const person = await createStaff(t.db, 'manager');
    const token = await sessionFor(t.db, person.id);
    await enrol(token);
    const ownerRow = await t.db('admins').where({ email: 'admin@example.com' }).first();
    const res = await t.request('POST', `/admin/staff/${person.id}/reset-second-factor`, {
      token: await sessionFor(t.db, ownerRow.id),
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.secondFactor).toBe(false);
    expectError(await t.request('GET', '/admin/me', { token }), 401);
    expect((await signIn(person.email)).body.token).toBeTruthy();
    expect(await t.db('admin_recovery_codes').where({ admin_id: person.id })).toHaveLength(0);
  });
});
