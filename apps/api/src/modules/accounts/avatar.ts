import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../lib/errors';

/**
 * Avatars: checked by content (magic bytes), never by name or declared type, then re-encoded by
 * sharp, which also drops every piece of metadata (EXIF GPS included) and defuses crafted files.
 */

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
const MAX_SIDE = 512;
// A 2 MB PNG of one colour can claim 30000 x 30000 pixels; refuse before decoding it.
const MAX_INPUT_PIXELS = 40_000_000;
const OUR_AVATAR = /^\/media\/avatars\/([0-9a-f]{32}\.webp)$/;

export const unsupportedImage = () =>
  new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'تصویر نمایه باید یک فایل JPEG، PNG یا WebP باشد.');

export const avatarTooLarge = () =>
  new AppError(413, 'FILE_TOO_LARGE', 'حجم تصویر نمایه نباید بیش از ۲ مگابایت باشد.');

/** The upload as a WebP of at most 512 x 512, turned upright by its EXIF orientation, without metadata. */
export async function reencodeAvatar(upload: Buffer): Promise<Buffer> {
  const type = await fileTypeFromBuffer(upload);
  if (!type || !ACCEPTED.has(type.mime)) throw unsupportedImage();
  try {
    return await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) {
      throw new AppError(413, 'FILE_TOO_LARGE', 'ابعاد تصویر نمایه بیش از حد بزرگ است.');
    }
    // Right magic bytes, broken body: not an image we can use.
    throw unsupportedImage();
  }
}

const avatarsDir = (mediaRoot: string) => path.join(mediaRoot, 'avatars');

/** Writes the re-encoded avatar under a random name; returns its public URL. */
export async function storeAvatar(mediaRoot: string, image: Buffer): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.webp`;
  await fs.mkdir(avatarsDir(mediaRoot), { recursive: true });
  await fs.writeFile(path.join(avatarsDir(mediaRoot), name), image, { flag: 'wx' });
  return `/media/avatars/${name}`;
}

/** The file behind an avatar URL that this module stored; null for anything else (seeded images, foreign URLs). */
export function avatarFile(mediaRoot: string, url: string | null): string | null {
  const name = url ? OUR_AVATAR.exec(url)?.[1] : undefined;
  return name ? path.join(avatarsDir(mediaRoot), name) : null;
}

/**
 * Deletes a stored avatar, best effort: it runs after a commit or while another error is being
 * answered, and a leftover file must not turn either into a failure.
 */
export async function removeAvatar(mediaRoot: string, url: string | null): Promise<void> {
  const file = avatarFile(mediaRoot, url);
  if (file) await fs.rm(file, { force: true }).catch(() => undefined);
}
