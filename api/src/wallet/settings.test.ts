import fs from 'node:fs';
import path from 'node:path';
import { inspect } from 'node:util';
import { Writable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { createLogger } from '../logger';
import { makeTestAppleChain, makeTestGoogleAccount, type TestAppleChain } from './testing/certificates';

let apple: TestAppleChain;
const google = makeTestGoogleAccount();

beforeAll(() => {
  apple = makeTestAppleChain();
});

const problemOf = (env: Record<string, string>): string => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  return '';
};

describe('wallet settings', () => {
  it('are off, and nothing fails, when none are given', () => {
    expect(loadConfig({}).wallet).toEqual({ apple: null, google: null });
  });

  it('read PEM text or file paths, and the service account as JSON text or a file', () => {
    const fromText = loadConfig({ ...apple.env, ...google.env }).wallet;
    expect(fromText.apple).toMatchObject({ passTypeId: apple.passTypeId, teamId: apple.teamId });
    expect(fromText.apple?.key.reveal().trim()).toBe(apple.passKeyPem.trim());
    expect(fromText.google).toMatchObject({
      issuerId: google.issuerId,
      clientEmail: google.account.client_email,
    });
    const accountFile = path.join(apple.dir, 'account.json');
    fs.writeFileSync(accountFile, JSON.stringify(google.account));
    const fromFiles = loadConfig({
      ...apple.env,
      APPLE_PASS_CERT: path.join(apple.dir, 'pass-cert.pem'),
      APPLE_PASS_KEY: path.join(apple.dir, 'pass-key.pem'),
      APPLE_WWDR_CERT: path.join(apple.dir, 'wwdr.pem'),
      GOOGLE_WALLET_ISSUER_ID: google.issuerId,
      GOOGLE_WALLET_SERVICE_ACCOUNT: accountFile,
    }).wallet;
    expect(fromFiles.apple?.cert.trim()).toBe(apple.passCertPem.trim());
    expect(fromFiles.google?.privateKey.reveal()).toBe(google.account.private_key);
    // An environment editor's one-line PEM, its breaks written as \n.
    const oneLine = loadConfig({ ...apple.env, APPLE_PASS_KEY: apple.passKeyPem.replace(/\n/g, '\\n') });
    expect(oneLine.wallet.apple?.key.reveal().trim()).toBe(apple.passKeyPem.trim());
  });

  it('name a broken setting in one line, never its value', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ ...apple.env, APPLE_PASS_KEY: '/nowhere/key.pem' }, /^Cannot start: APPLE_PASS_KEY: neither PEM text nor a readable file \(ENOENT\)$/],
      [{ ...apple.env, APPLE_PASS_CERT: '-----BEGIN CERTIFICATE-----\nnope\n-----END CERTIFICATE-----' }, /APPLE_PASS_CERT: not a PEM certificate/],
      [{ ...apple.env, APPLE_PASS_KEY: google.account.private_key }, /APPLE_PASS_KEY: is not the key of APPLE_PASS_CERT/],
      [{ ...apple.env, APPLE_TEAM_ID: 'team' }, /APPLE_TEAM_ID: must be the 10-character Team ID/],
      [{ APPLE_PASS_TYPE_ID: apple.passTypeId }, /APPLE_TEAM_ID, APPLE_PASS_CERT, APPLE_PASS_KEY, APPLE_WWDR_CERT: required with APPLE_PASS_TYPE_ID/],
      [{ ...google.env, GOOGLE_WALLET_SERVICE_ACCOUNT: '{"client_email":"x"}' }, /GOOGLE_WALLET_SERVICE_ACCOUNT: not a service account key/],
      [{ ...google.env, GOOGLE_WALLET_SERVICE_ACCOUNT: '{not json' }, /GOOGLE_WALLET_SERVICE_ACCOUNT: not JSON/],
      [{ GOOGLE_WALLET_SERVICE_ACCOUNT: JSON.stringify(google.account) }, /GOOGLE_WALLET_ISSUER_ID: required with GOOGLE_WALLET_SERVICE_ACCOUNT/],
    ]; // prettier-ignore
    for (const [env, expected] of cases) {
      const message = problemOf(env);
      expect(message).toMatch(expected);
      expect(message).not.toContain('\n');
      expect(message).not.toContain('PRIVATE KEY');
      expect(message).not.toContain('BEGIN');
    }
  });

  it('never show a key in logs, JSON or inspection', () => {
    const config = loadConfig({ ...apple.env, ...google.env });
    let logged = '';
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        logged += chunk.toString();
        done();
      },
    });
    const logger = createLogger('info', sink);
    logger.info({ config }, 'started');
    logger.info({ wallet: config.wallet }, 'wallet');
    const shown = [
      logged,
      JSON.stringify(config),
      inspect(config, { depth: 10 }),
      String(config.wallet.apple?.key),
    ];
    const secrets = [apple.passKeyPem.split('\n')[1]!, google.account.private_key.split('\n')[1]!];
    expect(logged).toContain('[redacted]');
    for (const text of shown) for (const secret of secrets) expect(text).not.toContain(secret);
  });
});
