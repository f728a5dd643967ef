import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Settings } from '../config/settings';

/**
 * The JWT signing secret: JWT_SECRET when set; otherwise one generated once into DATA_DIR
 * (readable by the owner only), so a fresh machine works and restarts keep sessions valid.
 * loadSettings already refuses production without JWT_SECRET.
 */
export function resolveJwtSecret(settings: Settings): string {
  if (settings.JWT_SECRET) return settings.JWT_SECRET;
  const file = path.resolve(settings.DATA_DIR, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(settings.DATA_DIR, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
