import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Uploaded files kept under DATA_DIR/media/<folder>/ with a random name and a fixed extension,
 * served at /media/<folder>/<name>. Images (images.ts) and slides (modules/slides) are stored so.
 * Checking what a file is belongs to the caller, before it is stored.
 */

/** Writes `bytes` under a random name in media/<folder>/; returns its public URL. */
export async function storeMediaFile(mediaRoot: string, folder: string, bytes: Buffer, extension: string): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${extension}`;
  await fs.mkdir(path.join(mediaRoot, folder), { recursive: true });
  await fs.writeFile(path.join(mediaRoot, folder, name), bytes, { flag: 'wx' });
  return `/media/${folder}/${name}`;
}

/** The file behind a URL that storeMediaFile wrote in `folder`; null for anything else (seeded files, foreign URLs). */
export function storedMediaFile(mediaRoot: string, folder: string, extension: string, url: string | null): string | null {
  if (!url || !url.startsWith(`/media/${folder}/`)) return null;
  const name = url.slice(`/media/${folder}/`.length);
  return new RegExp(`^[0-9a-f]{32}\\.${extension}$`).test(name) ? path.join(mediaRoot, folder, name) : null;
}

/**
 * Deletes a stored file, best effort: it runs after a commit or while another error is being
 * answered, and a leftover file must not turn either into a failure.
 */
export async function removeStoredMedia(mediaRoot: string, folder: string, extension: string, url: string | null): Promise<void> {
  const file = storedMediaFile(mediaRoot, folder, extension, url);
  if (file) await fs.rm(file, { force: true }).catch(() => undefined);
}
