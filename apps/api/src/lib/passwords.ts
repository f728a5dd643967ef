import type { Algorithm } from '@node-rs/argon2';
import { argon2OnThread, HashingThreadGone } from './hashing-threads';

// Algorithm is an ambient const enum, which isolatedModules can't read: 2 is its Argon2id.
const ARGON2ID = 2 as Algorithm;

// OWASP's argon2id baseline (19 MiB, 2 passes) keeps a login rush affordable on two cores.
// @node-rs/argon2 ships prebuilt binaries as platform packages (no install script, no compiler),
// unlike `argon2`, whose bundled prebuild crashed on a fresh install here.
const options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2OnThread<string>({ op: 'hash', password, options });

/**
 * False for a wrong password, and for a hash that cannot be read. Hashing threads that died twice
 * under the job (HashingThreadGone) are thrown: the server's fault, not a wrong password.
 */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await argon2OnThread<boolean>({ op: 'verify', hash: passwordHash, password });
  } catch (error) {
    if (error instanceof HashingThreadGone) throw error;
    return false;
  }
}

/** A real hash to verify against when the phone is unknown, so both paths take the same time. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () =>
  (dummyHash ??= hashPassword('no-such-user-password').catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  }));
