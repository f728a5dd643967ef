import { eq, sql } from 'drizzle-orm';
import type { SpeakerProfile, SpeakerProfileFields } from '@fest/contract';
import type { Db, Tx } from '../../db/client';
import { presenters, speakerProfiles } from '../../db/schema';
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
      const [before] = await tx.select().from(speakerProfiles).where(eq(speakerProfiles.userId, userId)).for('update');
      previous = before?.photo ?? null;
      await tx
        .insert(speakerProfiles)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: speakerProfiles.userId, set: { ...values, updatedAt: sql`now()` } });
      if (before) await followedByPresenter(tx, userId, before, values);
    });
  } catch (err) {
    if (newPhoto) await removePhoto(mediaRoot, newPhoto);
    throw err;
  }
  if (newPhoto) await removePhoto(mediaRoot, previous);
  return getSpeakerProfile(db, userId);
}

/**
 * The public presenter made from this profile when a proposal was confirmed (draft.ts) follows the
 * speaker's later changes: each field the organisers have left as the profile had it takes the new
 * value; one they changed in the console stays theirs. The photo above all: the old file is removed
 * once this commits, so a presenter still showing it would show nothing.
 */
async function followedByPresenter(tx: Tx, userId: number, before: Row, values: Partial<typeof speakerProfiles.$inferInsert>) {
  const follow = <K extends 'description' | 'enDescription' | 'linkedin' | 'avatar'>(key: K, old: string | null, next: string | null | undefined) =>
    next === undefined ? {} : { [key]: sql`case when ${presenters[key]} is not distinct from ${old} then ${next} else ${presenters[key]} end` };
  const set = {
    ...follow('description', before.bioFa, values.bioFa),
    ...follow('enDescription', before.bioEn, values.bioEn),
    // The presenter keeps "no link" as null where the profile keeps "".
    ...follow('linkedin', before.linkedin || null, values.linkedin === undefined ? undefined : values.linkedin || null),
    ...follow('avatar', before.photo, values.photo),
  };
  if (Object.keys(set).length) await tx.update(presenters).set(set).where(eq(presenters.userId, userId));
}
