import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from './errors';
import { imageTexts } from './texts';

/**
 * Uploaded images (avatars, posters, staff and accessory pictures): checked by content (magic
 * bytes), never by name or declared type, then re-encoded by sharp, which also drops every piece of
 * metadata (EXIF GPS included) and defuses crafted files. Stored under DATA_DIR/media/<folder>/ with
 * a random name, served at /media/<folder>/<name>.
 */

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
// A 2 MB PNG of one colour can claim 30000 x 30000 pixels; refuse before decoding it.
const MAX_INPUT_PIXELS = 40_000_000;

export const unsupportedImage = (what: string = imageTexts.image) =>
  new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', imageTexts.unsupported(what));

/** 413 for an image above `maxMegabytes` (said in the message, in Persian digits). */
export const imageTooLarge = (what: string, maxMegabytes: number) =>
  new AppError(413, 'FILE_TOO_LARGE', imageTexts.tooLarge(what, maxMegabytes));

/** The upload as a WebP fitting in `maxSide` x `maxSide`, turned upright by its EXIF orientation, without metadata. */
export async function reencodeImage(upload: Buffer, opts: { maxSide: number; what?: string }): Promise<Buffer> {
  const type = await fileTypeFromBuffer(upload);
  if (!type || !ACCEPTED.has(type.mime)) throw unsupportedImage(opts.what);
  try {
    return await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: opts.maxSide, height: opts.maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) {
      throw new AppError(413, 'FILE_TOO_LARGE', imageTexts.tooManyPixels(opts.what ?? imageTexts.image));
    }
    // Right magic bytes, broken body: not an image we can use.
    throw unsupportedImage(opts.what);
  }
}

/** Writes a re-encoded image under a random name in media/<folder>/; returns its public URL. */
export async function storeImage(mediaRoot: string, folder: string, image: Buffer): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.webp`;
  await fs.mkdir(path.join(mediaRoot, folder), { recursive: true });
  await fs.writeFile(path.join(mediaRoot, folder, name), image, { flag: 'wx' });
  return `/media/${folder}/${name}`;
}

/** The file behind a URL that storeImage wrote in `folder`; null for anything else (seeded images, foreign URLs). */
export function storedImageFile(mediaRoot: string, folder: string, url: string | null): string | null {
  if (!url || !url.startsWith(`/media/${folder}/`)) return null;
  const name = url.slice(`/media/${folder}/`.length);
  return /^[0-9a-f]{32}\.webp$/.test(name) ? path.join(mediaRoot, folder, name) : null;
}

/**
 * Deletes a stored image, best effort: it runs after a commit or while another error is being
 * answered, and a leftover file must not turn either into a failure.
 */
export async function removeStoredImage(mediaRoot: string, folder: string, url: string | null): Promise<void> {
  const file = storedImageFile(mediaRoot, folder, url);
  if (file) await fs.rm(file, { force: true }).catch(() => undefined);
}
