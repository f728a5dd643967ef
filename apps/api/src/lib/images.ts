import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from './errors';
import { removeStoredMedia, storedMediaFile, storeMediaFile } from './media-files';
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
export const storeImage = (mediaRoot: string, folder: string, image: Buffer) => storeMediaFile(mediaRoot, folder, image, 'webp');

/** The file behind a URL that storeImage wrote in `folder`; null for anything else (seeded images, foreign URLs). */
export const storedImageFile = (mediaRoot: string, folder: string, url: string | null) => storedMediaFile(mediaRoot, folder, 'webp', url);

/** Deletes a stored image, best effort (media-files.ts). */
export const removeStoredImage = (mediaRoot: string, folder: string, url: string | null) => removeStoredMedia(mediaRoot, folder, 'webp', url);
