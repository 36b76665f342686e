import { hkdfSync, randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { AdminPasswordSchema } from '@tours/core/schemas';
import { readWalletSettings, type WalletSettings } from './wallet/settings';

/**
 * Seat spinning's second round: holds that are left to run out free the slot, and the same address
 * or e-mail takes it again at once. After its unpaid hold on a slot ran out, an address or e-mail
 * waits this long before it may hold that slot again (HOLD_COOLDOWN_MINUTES; 0 turns it off).
 */
export const HOLD_COOLDOWN_MINUTES = 30;

/** Development defaults for the first admin; printed at start-up and refused in production. */
export const DEV_ADMIN_EMAIL = 'admin@example.com';
export const DEV_ADMIN_PASSWORD = 'dubai-admin-2026';

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A comma-separated list: entries trimmed, empty ones dropped, each checked by `entry`. */
const commaList = (entry: z.ZodString) =>
  z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(entry));

const origins = commaList(
  z
    .string()
    .regex(/^(https?|app|file):\/\/[^\s,]+$|^null$/, 'each origin must be a URL like http://host:port'),
);

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
/** A count limit; 0 turns it off (test rigs and benchmarks that drive thousands of checkouts from one address). */
const limit = (fallback: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(1_000_000).default(fallback));

const CAPTCHA_VERIFY_URLS = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
} as const;

const DESKTOP_ADMIN_ORIGIN = 'app://admin';

const DEV_CORS_ORIGINS = [
  'http://localhost:3000',
  'http://127.0.0.1:3000',
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:5174',
  'http://127.0.0.1:5174',
];

/** Every environment variable the API reads; `.env.example` lists the same ones. */
const EnvSchema = z.object({
  NODE_ENV: z.preprocess(
    blankToUndefined,
    z.enum(['development', 'test', 'production']).default('development'),
  ),
  /** The local test payment provider, the development admin and the demo catalogue: never implied. */
  DEMO: z.preprocess(blankToUndefined, booleanish.default(false)),
  PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  /** Default: 0.0.0.0 in production (a container or a server behind a proxy), else 127.0.0.1. */
  HOST: optional(z.string().min(1)),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
  DATABASE_POOL_MAX: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(200).default(10)),
  DATA_DIR: z.preprocess(blankToUndefined, z.string().min(1).default('.data')),
  ADMIN_EMAIL: optional(z.string().trim().toLowerCase().pipe(z.email())),
  ADMIN_PASSWORD: optional(z.string()),
  CORS_ORIGINS: optional(origins),
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/ }).transform((v) => v.replace(/\/+$/, ''))),
  STRIPE_SECRET_KEY: optional(z.string().regex(/^(sk|rk)_/, 'must start with sk_ or rk_')),
  STRIPE_WEBHOOK_SECRET: optional(z.string().min(8)),
  /** Another Stripe API host (stripe-mock, or the fake server of the tests), e.g. http://127.0.0.1:12111. */
  STRIPE_API_BASE: optional(z.url({ protocol: /^https?$/ })),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')),
  MAIL_FROM: z.preprocess(
    blankToUndefined,
    z.string().min(3).default('Dubai Attractions <bookings@example.com>'),
  ),
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  ),
  TRUST_PROXY: z.preprocess(blankToUndefined, booleanish.default(false)),
  BODY_LIMIT_KB: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(10_240).default(100)),
  SESSION_IDLE_MINUTES: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(10_080).default(480),
  ),
  SESSION_MAX_HOURS: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(2_160).default(168)),
  LOGIN_LIMIT_PER_IP: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(10_000).default(20)),
  LOGIN_LIMIT_PER_EMAIL: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(10_000).default(5),
  ),
  LOGIN_LIMIT_WINDOW_MINUTES: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(1440).default(15),
  ),
  CHECKOUT_HOLD_MINUTES: z.preprocess(blankToUndefined, z.coerce.number().int().min(5).max(120).default(20)),
  CHECKOUT_LIMIT_PER_IP: limit(20),
  CHECKOUT_LIMIT_PER_EMAIL: limit(10),
  CHECKOUT_LIMIT_WINDOW_MINUTES: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(1440).default(10),
  ),
  HOLD_MAX_SEATS_PER_IP: limit(20),
  HOLD_MAX_SEATS_PER_EMAIL: limit(20),
  HOLD_MAX_SLOT_SHARE_PERCENT: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(0).max(100).default(50),
  ),
  // At most an hour: the claims it reads are kept an hour after their hold (pruneHoldClaims).
  HOLD_COOLDOWN_MINUTES: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(0).max(60).default(HOLD_COOLDOWN_MINUTES),
  ),
  CAPTCHA_PROVIDER: optional(z.enum(['turnstile', 'hcaptcha'])),
  CAPTCHA_SITE_KEY: optional(z.string().min(1)),
  CAPTCHA_SECRET_KEY: optional(z.string().min(1)),
  CAPTCHA_VERIFY_URL: optional(z.url({ protocol: /^https?$/ })),
  /** Requests per minute a reseller's key may make to /octo; 0 turns the limit off. */
  OCTO_RATE_LIMIT_PER_MINUTE: limit(1200),
  SUCCESS_TOKEN_DAYS: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(3650).default(7)),
  MANAGE_TOKEN_SECRET: optional(z.string().min(32, 'use at least 32 characters')),
  MANAGE_TOKEN_DAYS: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(365).default(30)),
  STOREFRONT_DIST: optional(z.string().min(1)),
  SITE_HOST_ALIASES: optional(
    commaList(
      z.string().regex(/^[a-z0-9.-]+=[a-z0-9.-]+$/i, 'each entry must look like shop.example.com=localhost'),
    ),
  ),
  /** Apple Wallet and Google Wallet passes (api/src/wallet/settings.ts reads and checks them). */
  APPLE_PASS_TYPE_ID: optional(z.string()),
  APPLE_TEAM_ID: optional(z.string()),
  APPLE_PASS_CERT: optional(z.string()),
  APPLE_PASS_KEY: optional(z.string()),
  APPLE_PASS_KEY_PASSPHRASE: optional(z.string()),
  APPLE_WWDR_CERT: optional(z.string()),
  GOOGLE_WALLET_ISSUER_ID: optional(z.string()),
  GOOGLE_WALLET_SERVICE_ACCOUNT: optional(z.string()),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: 'development' | 'test' | 'production';
  isProduction: boolean;
  /**
   * Asked for explicitly (DEMO=1, `npm start` on a laptop, test rigs): the local test payment
   * provider, the development admin and the demo catalogue on an empty database. Never in production.
   */
  demo: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  /** Absolute; holds the embedded database (without DATABASE_URL) and mail files. */
  dataDir: string;
  adminEmail: string;
  adminPassword: string;
  /** True when the first admin's credentials are the printed development defaults. */
  adminUsesDefaults: boolean;
  corsOrigins: string[];
  publicUrl: string;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  stripeApiBase: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  trustProxy: boolean;
  bodyLimitKb: number;
  session: { idleMinutes: number; maxHours: number };
  loginLimits: { perIp: number; perEmail: number; windowMinutes: number };
  /** How long a checkout holds its seats; the provider's session is expired when it ends. */
  holdMinutes: number;
  /** Anonymous checkouts (see api/src/checkout/hold-limits.ts); 0 turns a limit off. */
  checkoutLimits: {
    perIp: number;
    perEmail: number;
    windowMinutes: number;
    maxHeldSeatsPerIp: number;
    maxHeldSeatsPerEmail: number;
    maxSlotSharePercent: number;
    /** Minutes an address or e-mail whose unpaid hold on a slot ran out may not hold that slot again. */
    cooldownMinutes: number;
  };
  /** Set when CAPTCHA_SECRET_KEY is: create-checkout then needs a solved challenge. */
  captcha: {
    provider: 'turnstile' | 'hcaptcha';
    siteKey: string | undefined;
    secretKey: string;
    verifyUrl: string;
  } | null;
  /** Requests per minute one reseller key may make to /octo (0: no limit). */
  octoRateLimitPerMinute: number;
  /** A success-page token opens its booking for this many days after the booking's date. */
  successTokenDays: number;
  /**
   * Signs the manage-my-booking links (HMAC-SHA256); a link opens its booking until `days` after the
   * visit. MANAGE_TOKEN_SECRET, else derived from STRIPE_WEBHOOK_SECRET, else generated per process.
   */
  manageToken: { secret: string; days: number };
  storefrontDist: string | undefined;
  /** Host names that show another site's products, e.g. { 'tours.example.com': 'localhost' }. */
  siteHostAliases: Record<string, string>;
  /** Apple Wallet and Google Wallet passes; each null (its buttons absent) unless configured. */
  wallet: WalletSettings;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    // One line, so that a supervisor's log shows the whole reason next to the exit.
    super(`Cannot start: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads and validates the environment once. A wrong value throws a ConfigError naming the variable;
 * `overrides` let tests and `startServer` set values without touching process.env.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<Config> = {},
): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${String(i.path[0] ?? 'environment')}: ${i.message}`),
    );
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const problems: string[] = [];

  // The development admin only on request: a server started without DEMO gets no known credentials.
  const adminUsesDefaults = e.DEMO && (!e.ADMIN_EMAIL || !e.ADMIN_PASSWORD);
  const adminEmail = e.ADMIN_EMAIL ?? (e.DEMO ? DEV_ADMIN_EMAIL : '');
  const adminPassword = e.ADMIN_PASSWORD ?? (e.DEMO ? DEV_ADMIN_PASSWORD : '');
  if (isProduction) {
    if (e.DEMO) problems.push('DEMO: not allowed when NODE_ENV=production (demo data and test payments)');
    if (!e.STRIPE_SECRET_KEY) problems.push('STRIPE_SECRET_KEY: required when NODE_ENV=production');
    if (!e.STRIPE_WEBHOOK_SECRET) problems.push('STRIPE_WEBHOOK_SECRET: required when NODE_ENV=production');
    if (!e.ADMIN_EMAIL) problems.push('ADMIN_EMAIL: required when NODE_ENV=production');
    if (!e.ADMIN_PASSWORD) problems.push('ADMIN_PASSWORD: required when NODE_ENV=production');
    else if (!isStrongPassword(e.ADMIN_PASSWORD, adminEmail))
      problems.push(
        'ADMIN_PASSWORD: too weak (at least 12 characters, not the development default, not the email, not a common word with digits)',
      );
    if (!e.PUBLIC_URL) problems.push('PUBLIC_URL: required when NODE_ENV=production');
    else if (!e.PUBLIC_URL.startsWith('https://'))
      problems.push('PUBLIC_URL: must be https:// when NODE_ENV=production (links in mails carry tokens)');
    // Without them production would run on the embedded database and write mail to files, silently.
    if (!e.DATABASE_URL)
      problems.push(
        'DATABASE_URL: required when NODE_ENV=production (the embedded database is for the demo)',
      );
    if (!e.SMTP_URL)
      problems.push('SMTP_URL: required when NODE_ENV=production (without it mail is only written to files)');
  } else if (e.ADMIN_PASSWORD && !AdminPasswordSchema.safeParse(e.ADMIN_PASSWORD).success) {
    problems.push('ADMIN_PASSWORD: use at least 12 characters');
  }
  if (e.CAPTCHA_SECRET_KEY && !e.CAPTCHA_PROVIDER)
    problems.push('CAPTCHA_PROVIDER: required with CAPTCHA_SECRET_KEY (turnstile or hcaptcha)');
  const wallet = readWalletSettings(e, problems);
  if (problems.length) throw new ConfigError(problems);

  const port = e.PORT;
  const config: Config = {
    env: e.NODE_ENV,
    isProduction,
    demo: e.DEMO,
    port,
    host: e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    dataDir: path.resolve(e.DATA_DIR),
    adminEmail,
    adminPassword,
    adminUsesDefaults,
    // The desktop admin's renderer runs at app://admin (desktop-admin/src/main/security/app-origin.ts).
    corsOrigins: e.CORS_ORIGINS ?? [DESKTOP_ADMIN_ORIGIN, ...(isProduction ? [] : DEV_CORS_ORIGINS)],
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${port}`,
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    stripeApiBase: e.STRIPE_API_BASE,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: e.TRUST_PROXY,
    bodyLimitKb: e.BODY_LIMIT_KB,
    session: { idleMinutes: e.SESSION_IDLE_MINUTES, maxHours: e.SESSION_MAX_HOURS },
    loginLimits: {
      perIp: e.LOGIN_LIMIT_PER_IP,
      perEmail: e.LOGIN_LIMIT_PER_EMAIL,
      windowMinutes: e.LOGIN_LIMIT_WINDOW_MINUTES,
    },
    holdMinutes: e.CHECKOUT_HOLD_MINUTES,
    checkoutLimits: {
      perIp: e.CHECKOUT_LIMIT_PER_IP,
      perEmail: e.CHECKOUT_LIMIT_PER_EMAIL,
      windowMinutes: e.CHECKOUT_LIMIT_WINDOW_MINUTES,
      maxHeldSeatsPerIp: e.HOLD_MAX_SEATS_PER_IP,
      maxHeldSeatsPerEmail: e.HOLD_MAX_SEATS_PER_EMAIL,
      maxSlotSharePercent: e.HOLD_MAX_SLOT_SHARE_PERCENT,
      cooldownMinutes: e.HOLD_COOLDOWN_MINUTES,
    },
    captcha:
      e.CAPTCHA_SECRET_KEY && e.CAPTCHA_PROVIDER
        ? {
            provider: e.CAPTCHA_PROVIDER,
            siteKey: e.CAPTCHA_SITE_KEY,
            secretKey: e.CAPTCHA_SECRET_KEY,
            verifyUrl: e.CAPTCHA_VERIFY_URL ?? CAPTCHA_VERIFY_URLS[e.CAPTCHA_PROVIDER],
          }
        : null,
    octoRateLimitPerMinute: e.OCTO_RATE_LIMIT_PER_MINUTE,
    successTokenDays: e.SUCCESS_TOKEN_DAYS,
    manageToken: {
      secret: manageTokenSecret(e.MANAGE_TOKEN_SECRET, e.STRIPE_WEBHOOK_SECRET),
      days: e.MANAGE_TOKEN_DAYS,
    },
    storefrontDist: e.STOREFRONT_DIST ? path.resolve(e.STOREFRONT_DIST) : undefined,
    siteHostAliases: Object.fromEntries(
      (e.SITE_HOST_ALIASES ?? []).map((entry) => entry.toLowerCase().split('=') as [string, string]),
    ),
    wallet,
  };
  return { ...config, ...overrides };
}

/**
 * The manage links' signing key: MANAGE_TOKEN_SECRET, else one derived from the webhook secret (a
 * server secret production always has; HKDF keeps the two keys apart), else one generated for this
 * process. Never a known default: whoever knows the key could open and cancel any booking.
 */
function manageTokenSecret(configured: string | undefined, webhookSecret: string | undefined): string {
  if (configured) return configured;
  if (!webhookSecret) return randomBytes(32).toString('base64url');
  return Buffer.from(hkdfSync('sha256', webhookSecret, '', 'manage-booking-token', 32)).toString('base64url');
}

/**
 * Words that lists of leaked passwords start with; a password that is one of them (or one repeated)
 * with digits and signs around it, `password1234` or `Admin!2026admin`, is guessed first.
 */
const COMMON_PASSWORD_WORDS = new Set(
  (
    'password passwort passwd pass admin administrator root qwerty qwertyuiop asdf asdfgh azerty letmein ' +
    'welcome changeme secret login master iloveyou abc abcdef test dubai tours booking'
  ).split(' '),
);

/** Whether the letters of a password (any script) are a common word, once or repeated, or none at all. */
function isCommonWord(password: string): boolean {
  const letters = password.toLowerCase().replace(/[\p{N}\p{P}\p{S}\s]/gu, '');
  if (letters.length === 0) return true;
  for (const word of COMMON_PASSWORD_WORDS) {
    if (letters.length % word.length === 0 && word.repeat(letters.length / word.length) === letters)
      return true;
  }
  return false;
}

/** A password an operator may use for an admin: the core minimum, and not an obvious one. */
export function isStrongPassword(password: string, email?: string): boolean {
  if (!AdminPasswordSchema.safeParse(password).success) return false;
  if (password === DEV_ADMIN_PASSWORD) return false;
  if (email && password.toLowerCase().includes(email.toLowerCase().split('@')[0] ?? '\u0000')) return false;
  if (new Set(password).size < 5) return false;
  if (isCommonWord(password)) return false;
  return true;
}
