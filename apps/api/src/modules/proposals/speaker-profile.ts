import { eq, sql } from 'drizzle-orm';
import type { SpeakerProfile, SpeakerProfileFields } from '@fest/contract';
import type { Db } from '../../db/client';
import { speakerProfiles } from '../../db/schema';
import { sanitizeDescription } from '../../lib/sanitize';
import { removePhoto, reencodePhoto, storePhoto } from './photo';

/**
 * A speaker's profile (contract: it lasts across editions, one per account). Bios are plain text or
 * sanitised HTML, as presenters' descriptions are; links are http(s) or ""; the availability ranges come
 * checked and sorted from the contract's schema.
 */

type Row = typeof speakerProfiles.$inferSelect;
const wire = (r: Row | undefined): SpeakerProfile => ({
  bio_fa: r?.bioFa ?? '',
  bio_en: r?.bioEn ?? '',
  photo: r?.photo ?? null,
  linkedin: r?.linkedin ?? '',
  github: r?.github ?? '',
  website: r?.website ?? '',
  availability: r?.availability ?? [],
});

/** GET /api/speaker_profile/: the caller's, empty when never saved. */
export async function getSpeakerProfile(db: Db, userId: number): Promise<SpeakerProfile> {
  const [row] = await db.select().from(speakerProfiles).where(eq(speakerProfiles.userId, userId));
  return wire(row);
}

type Change = Omit<SpeakerProfileFields, 'availability'> & { availability?: { start: string; end: string }[] };

/**
 * PUT /api/speaker_profile/: fields left out stay as they are; a photo (multipart) is checked by content
 * and re-encoded before anything is written, and the one it replaces is removed once the change committed.
 */
export async function putSpeakerProfile(db: Db, mediaRoot: string, userId: number, change: Change, photo?: Buffer): Promise<SpeakerProfile> {
  // An empty file part is what a browser sends when no file was chosen.
  const newPhoto = photo?.length ? await storePhoto(mediaRoot, await reencodePhoto(photo)) : null;
  const values: Partial<typeof speakerProfiles.$inferInsert> = {
    ...(change.bio_fa !== undefined ? { bioFa: sanitizeDescription(change.bio_fa) } : {}),
    ...(change.bio_en !== undefined ? { bioEn: sanitizeDescription(change.bio_en) } : {}),
    ...(change.linkedin !== undefined ? { linkedin: change.linkedin ?? '' } : {}),
    ...(change.github !== undefined ? { github: change.github ?? '' } : {}),
    ...(change.website !== undefined ? { website: change.website ?? '' } : {}),
    ...(change.availability !== undefined ? { availability: change.availability } : {}),
    ...(newPhoto ? { photo: newPhoto } : {}),
  };
  let previous: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx.select({ photo: speakerProfiles.photo }).from(speakerProfiles).where(eq(speakerProfiles.userId, userId)).for('update');
      previous = before?.photo ?? null;
      await tx
        .insert(speakerProfiles)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: speakerProfiles.userId, set: { ...values, updatedAt: sql`now()` } });
    });
  } catch (err) {
    if (newPhoto) await removePhoto(mediaRoot, newPhoto);
    throw err;
  }
  if (newPhoto) await removePhoto(mediaRoot, previous);
  return getSpeakerProfile(db, userId);
}
