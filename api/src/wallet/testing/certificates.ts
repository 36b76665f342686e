import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A stand-in for Apple's certificate chain, made with the openssl command line: a root (Apple Root
 * CA's place), an intermediate (the WWDR certificate's) and a Pass Type ID certificate it issued,
 * with Apple's subject layout (UID = pass type id, OU = team id). Passes signed with it verify
 * against the root exactly as real ones verify against Apple's.
 */
export interface TestAppleChain {
  passTypeId: string;
  teamId: string;
  /** Folder holding root.pem, wwdr.pem, pass-cert.pem and pass-key.pem. */
  dir: string;
  rootPem: string;
  wwdrPem: string;
  passCertPem: string;
  passKeyPem: string;
  /** The settings a server reads, as PEM text. */
  env: Record<string, string>;
}

function openssl(dir: string, args: string[]): void {
  execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
}

export function makeTestAppleChain(
  passTypeId = 'pass.com.example.tours',
  teamId = 'TEAM123456',
): TestAppleChain {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-chain-'));
  fs.writeFileSync(
    path.join(dir, 'ca.ext'),
    'basicConstraints=critical,CA:TRUE\nkeyUsage=critical,keyCertSign,cRLSign\n',
  );
  fs.writeFileSync(
    path.join(dir, 'leaf.ext'),
    'basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature\n',
  );
  const days = ['-days', '30'];
  openssl(dir, ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'root-key.pem', '-out', 'root.pem',
    '-subj', '/CN=Test Root CA/O=Test', ...days, '-addext', 'basicConstraints=critical,CA:TRUE',
    '-addext', 'keyUsage=critical,keyCertSign,cRLSign']); // prettier-ignore
  openssl(dir, ['req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'wwdr-key.pem', '-out', 'wwdr.csr',
    '-subj', '/CN=Test Worldwide Developer Relations/OU=G4/O=Test']); // prettier-ignore
  openssl(dir, ['x509', '-req', '-in', 'wwdr.csr', '-CA', 'root.pem', '-CAkey', 'root-key.pem',
    '-CAcreateserial', '-out', 'wwdr.pem', ...days, '-extfile', 'ca.ext']); // prettier-ignore
  openssl(dir, ['req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'pass-key.pem', '-out', 'pass.csr',
    '-subj', `/UID=${passTypeId}/CN=Pass Type ID: ${passTypeId}/OU=${teamId}/O=Test Tours/C=AE`]); // prettier-ignore
  openssl(dir, ['x509', '-req', '-in', 'pass.csr', '-CA', 'wwdr.pem', '-CAkey', 'wwdr-key.pem',
    '-CAcreateserial', '-out', 'pass-cert.pem', ...days, '-extfile', 'leaf.ext']); // prettier-ignore
  const read = (name: string) => fs.readFileSync(path.join(dir, name), 'utf8');
  const chain = {
    passTypeId,
    teamId,
    dir,
    rootPem: read('root.pem'),
    wwdrPem: read('wwdr.pem'),
    passCertPem: read('pass-cert.pem'),
    passKeyPem: read('pass-key.pem'),
  };
  return {
    ...chain,
    env: {
      APPLE_PASS_TYPE_ID: passTypeId,
      APPLE_TEAM_ID: teamId,
      APPLE_PASS_CERT: chain.passCertPem,
      APPLE_PASS_KEY: chain.passKeyPem,
      APPLE_WWDR_CERT: chain.wwdrPem,
    },
  };
}

/** A Google service account key file's JSON, with a key made here, and its public half to verify with. */
export function makeTestGoogleAccount(issuerId = '3388000000022222222') {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const account = {
    type: 'service_account',
    project_id: 'tours-test',
    private_key_id: 'test-key',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    client_email: 'wallet@tours-test.iam.gserviceaccount.com',
    client_id: '1',
  };
  return {
    issuerId,
    account,
    publicKey,
    env: { GOOGLE_WALLET_ISSUER_ID: issuerId, GOOGLE_WALLET_SERVICE_ACCOUNT: JSON.stringify(account) },
  };
}
