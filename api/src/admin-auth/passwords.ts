import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/** argon2id with OWASP's minimum: 19 MiB of memory, 2 iterations, 1 lane. */
export const ARGON2_OPTIONS: Options = {
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Verifies against a throw-away hash so that an unknown email costs as long as a wrong password. */
export async function burnVerification(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing');
  await verifyPassword(await dummyHash, password);
}
