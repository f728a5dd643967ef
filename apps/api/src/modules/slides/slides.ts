import { eq, sql } from 'drizzle-orm';
import type { Slides } from '@fest/contract';
import type { Db, Tx } from '../../db/client';
import { presentations } from '../../db/schema';
import { AppError, notFound, validationError } from '../../lib/errors';
import { removeStoredMedia, storeMediaFile } from '../../lib/media-files';
import { commonTexts } from '../../lib/texts';
import { recordAudit } from '../audit';
import { slidesTexts } from './texts';

/**
 * A session's slides: a PDF, checked by content (it starts with the PDF signature `%PDF-`, whatever
 * its name or declared type claims), at most SLIDES_MAX_BYTES (the multipart limit, routes), kept in
 * media/slides/ under a random name and served at /media/slides/. A new upload replaces the old one,
 * whose file is removed once the change has committed.
 */

const FOLDER = 'slides';
const EXTENSION = 'pdf';
const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');

/** 400 for an empty file, 415 for anything that is not a PDF by its first bytes. */
export function checkPdf(upload: Buffer): void {
  if (upload.length === 0) throw validationError({ file: [slidesTexts.fileEmpty] });
  if (!upload.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE)) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', slidesTexts.notPdf);
  }
}

const wire = (row: { slidesUrl: string | null; slidesSize: number | null; slidesUploadedAt: Date | null }): Slides => ({
  slides_url: row.slidesUrl!,
  slides_size: row.slidesSize!,
  slides_uploaded_at: row.slidesUploadedAt!.toISOString(),
});

/**
 * Stores `upload` as the slides of `presentationId`, uploaded by `userId`. `audited`: an organiser's
 * upload, recorded in the audit log in the same transaction (a presenter's own is recorded on the row).
 */
export async function putSlides(
  db: Db,
  mediaRoot: string,
  presentationId: number,
  userId: number,
  upload: Buffer,
  opts: { audited: boolean },
): Promise<Slides> {
  checkPdf(upload);
  const url = await storeMediaFile(mediaRoot, FOLDER, upload, EXTENSION);
  let previous: string | null = null;
  try {
    const saved = await db.transaction(async (tx: Tx) => {
      const [before] = await tx
        .select({ slidesUrl: presentations.slidesUrl, slidesSize: presentations.slidesSize, slidesUploadedAt: presentations.slidesUploadedAt })
        .from(presentations)
        .where(eq(presentations.id, presentationId))
        .for('update');
      if (!before) throw notFound(commonTexts.noSuchPresentation);
      previous = before.slidesUrl;
      const [after] = await tx
        .update(presentations)
        .set({ slidesUrl: url, slidesSize: upload.length, slidesUploadedBy: userId, slidesUploadedAt: sql`now()` })
        .where(eq(presentations.id, presentationId))
        .returning({ slidesUrl: presentations.slidesUrl, slidesSize: presentations.slidesSize, slidesUploadedAt: presentations.slidesUploadedAt });
      const result = wire(after!);
      if (opts.audited) {
        await recordAudit(tx, {
          actorId: userId,
          action: 'upload',
          objectType: 'presentation',
          objectId: presentationId,
          before: before.slidesUrl === null ? null : wire(before),
          after: result,
        });
      }
      return result;
    });
    await removeStoredMedia(mediaRoot, FOLDER, EXTENSION, previous);
    return saved;
  } catch (err) {
    await removeStoredMedia(mediaRoot, FOLDER, EXTENSION, url);
    throw err;
  }
}
