import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Settings } from '../config/settings';

/**
 * A server secret: the setting when given; otherwise one generated once into DATA_DIR/<file>
 * (readable by the owner only), so a fresh machine works and restarts keep it. loadSettings already
 * refuses production without the setting.
 */
function resolveSecret(given: string | undefined, dataDir: string, fileName: string): string {
  if (given) return given;
  const file = path.resolve(dataDir, fileName);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // 'wx': two processes starting at once on one DATA_DIR must not each write their own secret.
  try {
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8').trim();
    throw err;
  }
  return secret;
}

/** The JWT signing secret (JWT_SECRET, or DATA_DIR/jwt-secret): restarts keep sessions valid. */
export function resolveJwtSecret(settings: Pick<Settings, 'JWT_SECRET' | 'DATA_DIR'>): string {
  return resolveSecret(settings.JWT_SECRET, settings.DATA_DIR, 'jwt-secret');
}

/**
 * The ticket secret (TICKET_SECRET, or DATA_DIR/ticket-secret). Its own secret, not derived from the
 * JWT secret, because ticket codes must stay the same for the whole festival while the JWT secret may
 * be rotated (lib/ticket-codes.ts: another secret changes every code).
 */
export function resolveTicketSecret(settings: Pick<Settings, 'TICKET_SECRET' | 'DATA_DIR'>): string {
  return resolveSecret(settings.TICKET_SECRET, settings.DATA_DIR, 'ticket-secret');
}
