import { createPrivateKey, X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import { inspect } from 'node:util';
import { z } from 'zod';

/**
 * A secret read from the settings (a private key, a certificate bundle): shown as [redacted] when
 * logged, serialised or inspected, so neither a log line nor an error report ever carries it.
 */
export class Secret {
  readonly #value: string;
  constructor(value: string) {
    this.#value = value;
  }
  reveal(): string {
    return this.#value;
  }
  toJSON(): string {
    return '[redacted]';
  }
  toString(): string {
    return '[redacted]';
  }
  [inspect.custom](): string {
    return '[redacted]';
  }
}

export interface AppleWalletSettings {
  passTypeId: string;
  teamId: string;
  /** The Pass Type ID certificate (PEM). Not a secret, but kept beside its key. */
  cert: string;
  key: Secret;
  keyPassphrase: Secret | undefined;
  /** Apple's WWDR intermediate certificate (PEM), embedded in every pass's signature. */
  wwdr: string;
}

export interface GoogleWalletSettings {
  issuerId: string;
  /** The service account's e-mail: the JWT's `iss`. */
  clientEmail: string;
  /** The service account's private key (PEM, PKCS#8), which signs the save links (RS256). */
  privateKey: Secret;
}

/** Each wallet is on when all of its settings are given, off (null) when none are. */
export interface WalletSettings {
  apple: AppleWalletSettings | null;
  google: GoogleWalletSettings | null;
}

export const WALLET_ENV_NAMES = [
  'APPLE_PASS_TYPE_ID',
  'APPLE_TEAM_ID',
  'APPLE_PASS_CERT',
  'APPLE_PASS_KEY',
  'APPLE_PASS_KEY_PASSPHRASE',
  'APPLE_WWDR_CERT',
  'GOOGLE_WALLET_ISSUER_ID',
  'GOOGLE_WALLET_SERVICE_ACCOUNT',
] as const;

type WalletEnv = Partial<Record<(typeof WALLET_ENV_NAMES)[number], string | undefined>>;

const APPLE_REQUIRED = [
  'APPLE_PASS_TYPE_ID',
  'APPLE_TEAM_ID',
  'APPLE_PASS_CERT',
  'APPLE_PASS_KEY',
  'APPLE_WWDR_CERT',
] as const;
const GOOGLE_REQUIRED = ['GOOGLE_WALLET_ISSUER_ID', 'GOOGLE_WALLET_SERVICE_ACCOUNT'] as const;

const ServiceAccountSchema = z.object({
  client_email: z.email(),
  private_key: z.string().includes('PRIVATE KEY'),
});

/** A problem naming its setting, never its value: these values are keys. */
class SettingProblem extends Error {}

const given = (v: string | undefined): string | undefined => (v?.trim() ? v.trim() : undefined);

/**
 * The text of a setting that holds either the text itself (PEM, JSON: it starts as such) or the path
 * of a file holding it. Mounted secrets (Docker, systemd credentials) are files; a platform's
 * environment editor takes text.
 */
function textOrFile(name: string, value: string, looksLikeText: (v: string) => boolean): string {
  if (looksLikeText(value)) return value;
  try {
    return fs.readFileSync(value, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    throw new SettingProblem(`${name}: neither PEM text nor a readable file (${code})`);
  }
}

const isPem = (v: string) => v.startsWith('-----BEGIN');

/** PEM text or a file; environment editors often turn a PEM's line breaks into literal \n. */
const pemOf = (name: string, value: string) => textOrFile(name, value, isPem).replace(/\\n/g, '\n');

function certificate(name: string, value: string): string {
  const pem = pemOf(name, value);
  try {
    new X509Certificate(pem);
  } catch {
    throw new SettingProblem(`${name}: not a PEM certificate`);
  }
  return pem;
}

function privateKey(name: string, value: string, passphrase: string | undefined): Secret {
  const pem = pemOf(name, value);
  try {
    createPrivateKey(passphrase ? { key: pem, passphrase } : pem);
  } catch {
    throw new SettingProblem(
      `${name}: not a PEM private key${passphrase ? ' for APPLE_PASS_KEY_PASSPHRASE' : ' (or it needs APPLE_PASS_KEY_PASSPHRASE)'}`,
    );
  }
  return new Secret(pem);
}

function appleSettings(env: WalletEnv): AppleWalletSettings {
  const passphrase = given(env.APPLE_PASS_KEY_PASSPHRASE);
  const passTypeId = given(env.APPLE_PASS_TYPE_ID)!;
  if (!/^pass\.[A-Za-z0-9.-]+$/.test(passTypeId))
    throw new SettingProblem('APPLE_PASS_TYPE_ID: must look like pass.com.example.tickets');
  const teamId = given(env.APPLE_TEAM_ID)!;
  if (!/^[A-Z0-9]{10}$/.test(teamId))
    throw new SettingProblem('APPLE_TEAM_ID: must be the 10-character Team ID (letters and digits)');
  const cert = certificate('APPLE_PASS_CERT', given(env.APPLE_PASS_CERT)!);
  const key = privateKey('APPLE_PASS_KEY', given(env.APPLE_PASS_KEY)!, passphrase);
  if (!new X509Certificate(cert).checkPrivateKey(createPrivateKeyFrom(key, passphrase)))
    throw new SettingProblem('APPLE_PASS_KEY: is not the key of APPLE_PASS_CERT');
  return {
    passTypeId,
    teamId,
    cert,
    key,
    keyPassphrase: passphrase ? new Secret(passphrase) : undefined,
    wwdr: certificate('APPLE_WWDR_CERT', given(env.APPLE_WWDR_CERT)!),
  };
}

function createPrivateKeyFrom(key: Secret, passphrase: string | undefined) {
  return createPrivateKey(passphrase ? { key: key.reveal(), passphrase } : key.reveal());
}

function googleSettings(env: WalletEnv): GoogleWalletSettings {
  const issuerId = given(env.GOOGLE_WALLET_ISSUER_ID)!;
  if (!/^\d{6,25}$/.test(issuerId))
    throw new SettingProblem('GOOGLE_WALLET_ISSUER_ID: must be the issuer id (digits) of the Wallet console');
  const json = textOrFile('GOOGLE_WALLET_SERVICE_ACCOUNT', given(env.GOOGLE_WALLET_SERVICE_ACCOUNT)!, (v) =>
    v.startsWith('{'),
  );
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new SettingProblem('GOOGLE_WALLET_SERVICE_ACCOUNT: not JSON (the service account key file)');
  }
  const account = ServiceAccountSchema.safeParse(parsed);
  if (!account.success)
    throw new SettingProblem(
      'GOOGLE_WALLET_SERVICE_ACCOUNT: not a service account key (client_email and private_key)',
    );
  const privateKey = new Secret(account.data.private_key);
  try {
    createPrivateKey(privateKey.reveal());
  } catch {
    throw new SettingProblem('GOOGLE_WALLET_SERVICE_ACCOUNT: its private_key is not a PEM private key');
  }
  return { issuerId, clientEmail: account.data.client_email, privateKey };
}

/** One wallet's settings: all of them, none of them (off), or a problem naming those missing. */
function oneWallet<T>(
  env: WalletEnv,
  required: readonly (keyof WalletEnv)[],
  read: (env: WalletEnv) => T,
  problems: string[],
): T | null {
  const missing = required.filter((name) => !given(env[name]));
  if (missing.length === required.length) return null;
  if (missing.length) {
    problems.push(
      `${missing.join(', ')}: required with ${required.filter((n) => !missing.includes(n)).join(', ')}`,
    );
    return null;
  }
  try {
    return read(env);
  } catch (error) {
    if (!(error instanceof SettingProblem)) throw error;
    problems.push(error.message);
    return null;
  }
}

/**
 * The wallet settings of the environment. Absent: both wallets off, nothing fails. Given but broken
 * (a file that cannot be read, a key that is not the certificate's, half of a wallet's settings):
 * a problem naming the setting, never its value, is added to `problems`.
 */
export function readWalletSettings(env: WalletEnv, problems: string[]): WalletSettings {
  return {
    apple: oneWallet(env, APPLE_REQUIRED, appleSettings, problems),
    google: oneWallet(env, GOOGLE_REQUIRED, googleSettings, problems),
  };
}
