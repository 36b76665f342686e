import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_ADMIN_PASSWORD, HOLD_COOLDOWN_MINUTES, loadConfig } from './config';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems.join('\n');
  }
  return '';
};

describe('config', () => {
  it('has working defaults for development, the demo set-up only when asked for', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      env: 'development',
      demo: false,
      adminEmail: '',
      adminPassword: '',
      adminUsesDefaults: false,
      // Development listens on this machine only; a server on every interface is asked for.
      host: '127.0.0.1',
    });
    expect(loadConfig({ DEMO: '1' })).toMatchObject({
      demo: true,
      adminEmail: 'admin@example.com',
      adminPassword: DEV_ADMIN_PASSWORD,
      adminUsesDefaults: true,
    });
    expect(c.corsOrigins).toContain('http://localhost:5173');
    expect(c.corsOrigins).toContain('app://admin');
    expect(c.dataDir).toMatch(/\.data$/);
  });

  it('names the variable of a wrong value', () => {
    expect(problemsOf({ PORT: 'eighty' })).toMatch(/^PORT:/);
    expect(problemsOf({ DATABASE_URL: 'mysql://x' })).toMatch(/^DATABASE_URL:/);
    expect(problemsOf({ CORS_ORIGINS: 'not a url' })).toMatch(/^CORS_ORIGINS:/);
    expect(problemsOf({ LOG_LEVEL: 'loud' })).toMatch(/^LOG_LEVEL:/);
    expect(problemsOf({ ADMIN_PASSWORD: 'short' })).toMatch(/^ADMIN_PASSWORD:/);
  });

  it('refuses a missing or weak admin password in production', () => {
    const base = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://tours.example.com',
      ADMIN_EMAIL: 'ops@example.com',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_0123456789',
      DATABASE_URL: 'postgres://tours@db.internal:5432/tours',
      SMTP_URL: 'smtp://mail.internal:587',
      TOTP_ENCRYPTION_KEY: 'a-long-random-key-for-the-authenticator-secrets',
    };
    expect(problemsOf(base)).toMatch(/ADMIN_PASSWORD: required/);
    expect(problemsOf({ ...base, ADMIN_PASSWORD: DEV_ADMIN_PASSWORD })).toMatch(/ADMIN_PASSWORD: too weak/);
    expect(problemsOf({ ...base, ADMIN_PASSWORD: 'aaaaaaaaaaaaaaaa' })).toMatch(/ADMIN_PASSWORD: too weak/);
    for (const common of [
      'password1234',
      'Password!2026',
      'qwertyqwerty99',
      '123456789012',
      'admin-admin-2026',
    ])
      expect(problemsOf({ ...base, ADMIN_PASSWORD: common }), common).toMatch(/ADMIN_PASSWORD: too weak/);
    expect(problemsOf({ ...base, ADMIN_PASSWORD: 'correct horse battery staple' })).toBe('');
    expect(problemsOf({ ...base, ADMIN_PASSWORD: 'كلمة سر طويلة جدا' })).toBe('');
    expect(problemsOf({ NODE_ENV: 'production', ADMIN_PASSWORD: 'correct horse battery staple' })).toMatch(
      /ADMIN_EMAIL/,
    );
  });
});

describe('SITE_HOST_ALIASES', () => {
  it('parses host=site pairs and names the variable when wrong', () => {
    expect(
      loadConfig({ SITE_HOST_ALIASES: 'Tours.Example.com=localhost, b.example=localhost' }).siteHostAliases,
    ).toEqual({
      'tours.example.com': 'localhost',
      'b.example': 'localhost',
    });
    expect(problemsOf({ SITE_HOST_ALIASES: 'nonsense' })).toMatch(/^SITE_HOST_ALIASES:/);
  });
});

describe('production', () => {
  const complete = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://tours.example.com',
    ADMIN_EMAIL: 'ops@example.com',
    ADMIN_PASSWORD: 'correct horse battery staple',
    STRIPE_SECRET_KEY: 'sk_live_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_0123456789',
    DATABASE_URL: 'postgres://tours@db.internal:5432/tours',
    SMTP_URL: 'smtp://mail.internal:587',
    TOTP_ENCRYPTION_KEY: 'a-long-random-key-for-the-authenticator-secrets',
  };

  it('names everything missing in one line', () => {
    try {
      loadConfig({ NODE_ENV: 'production' });
      expect.unreachable();
    } catch (error) {
      const message = (error as Error).message;
      expect(message.split('\n')).toHaveLength(1);
      for (const name of [
        'STRIPE_SECRET_KEY',
        'STRIPE_WEBHOOK_SECRET',
        'ADMIN_EMAIL',
        'ADMIN_PASSWORD',
        'PUBLIC_URL',
        'DATABASE_URL',
        'SMTP_URL',
        'TOTP_ENCRYPTION_KEY',
      ])
        expect(message).toContain(name);
    }
  });

  it('refuses weak settings, one problem naming each variable', () => {
    expect(problemsOf({ ...complete, ADMIN_PASSWORD: 'password1234' })).toBe(
      'ADMIN_PASSWORD: too weak (at least 12 characters, not the development default, not the email, not a common word with digits)',
    );
    expect(problemsOf({ ...complete, PUBLIC_URL: 'http://tours.example.com' })).toMatch(
      /^PUBLIC_URL: must be https:\/\//,
    );
    expect(problemsOf({ ...complete, DATABASE_URL: '' })).toMatch(/^DATABASE_URL: required/);
    expect(problemsOf({ ...complete, SMTP_URL: '' })).toMatch(/^SMTP_URL: required/);
  });

  it('starts with the required settings, on every interface, without the demo', () => {
    expect(problemsOf(complete)).toBe('');
    expect(loadConfig(complete)).toMatchObject({ demo: false, host: '0.0.0.0', adminUsesDefaults: false });
  });

  it('refuses the demo set-up', () => {
    expect(problemsOf({ ...complete, DEMO: '1' })).toMatch(/^DEMO:/);
  });
});

describe('checkout limits and CAPTCHA', () => {
  it('has documented defaults and lets 0 turn a limit off', () => {
    expect(loadConfig({}).checkoutLimits).toEqual({
      perIp: 20,
      perEmail: 10,
      windowMinutes: 10,
      maxHeldSeatsPerIp: 20,
      maxHeldSeatsPerEmail: 20,
      maxSlotSharePercent: 50,
      cooldownMinutes: HOLD_COOLDOWN_MINUTES,
    });
    expect(loadConfig({ HOLD_COOLDOWN_MINUTES: '0' }).checkoutLimits.cooldownMinutes).toBe(0);
    // Longer than the hold claims are kept (an hour) would not be kept.
    expect(problemsOf({ HOLD_COOLDOWN_MINUTES: '61' })).toMatch(/^HOLD_COOLDOWN_MINUTES:/);
    expect(loadConfig({}).holdMinutes).toBe(20);
    expect(loadConfig({ CHECKOUT_LIMIT_PER_IP: '0' }).checkoutLimits.perIp).toBe(0);
    expect(problemsOf({ CHECKOUT_LIMIT_PER_IP: '-1' })).toMatch(/^CHECKOUT_LIMIT_PER_IP:/);
  });

  it('verifies a CAPTCHA only when its secret key is set', () => {
    expect(loadConfig({}).captcha).toBeNull();
    expect(loadConfig({ CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SECRET_KEY: 's' }).captcha).toMatchObject({
      provider: 'turnstile',
      verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    });
    expect(problemsOf({ CAPTCHA_SECRET_KEY: 's' })).toMatch(/^CAPTCHA_PROVIDER:/);
  });
});
