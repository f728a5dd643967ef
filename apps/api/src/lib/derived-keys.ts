import { hkdfSync } from 'node:crypto';

/**
 * A key for one purpose, derived from a server secret (HKDF-SHA256): one-time codes and tickets each
 * get their own key, so neither an HMAC of one nor a JWT can stand in for another.
 * Mind what a rotation of the master secret does: every derived key changes with it, which is
 * harmless for two-minute codes but changes every ticket code (their stored hashes would then have
 * to be recomputed from the salts, or tickets kept on a master secret of their own).
 */
export type KeyPurpose = 'one-time-codes' | 'tickets' | 'agenda-feeds';

export function deriveKey(masterSecret: string, purpose: KeyPurpose): Buffer {
  if (masterSecret.length < 32) throw new Error('the master secret must be at least 32 characters');
  return Buffer.from(hkdfSync('sha256', masterSecret, Buffer.alloc(0), `linux-festival/${purpose}`, 32));
}
