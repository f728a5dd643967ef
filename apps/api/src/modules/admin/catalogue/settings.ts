import { eq, sql, type SQL } from 'drizzle-orm';
import type { AdminSettings, AdminSettingsChange } from '@fest/contract';
import type { Db, Tx } from '../../../db/client';
import { currentEdition } from '../../../db/editions';
import { festival } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import { removeStoredImage, storeImage } from '../../../lib/images';
import { auditedChange } from '../../audit';
import { SIGNATURE_FOLDER } from '../../certificates';
import { endRanOutHolds, lockFestival } from '../../inventory';
import { adminTexts } from '../texts';

type Row = typeof festival.$inferSelect;

const wire = (r: Row | undefined): AdminSettings => ({
  festival_name: r?.name ?? '',
  competition_price: r?.competitionPrice ?? 0,
  competition_capacity: r?.competitionCapacity ?? 0,
  competition_registration_open: r?.competitionRegistrationOpen ?? false,
  starts_on: r?.startsOn ?? '',
  ends_on: r?.endsOn ?? '',
  venue: r?.venue ?? '',
  address: r?.address ?? '',
  en_festival_name: r?.enFestivalName ?? '',
  en_venue: r?.enVenue ?? '',
  en_address: r?.enAddress ?? '',
  map_url: r?.mapUrl ?? '',
  contact_email: r?.contactEmail ?? '',
  contact_phone: r?.contactPhone ?? '',
  competition_date: r?.competitionDate ?? '',
  competition_time: r?.competitionTime ?? '',
  signatory_name: r?.signatoryName ?? '',
  signatory_title: r?.signatoryTitle ?? '',
  signature_image: r?.signatureImage ?? null,
  seller_name: r?.sellerName ?? '',
  seller_national_id: r?.sellerNationalId ?? '',
  seller_economic_code: r?.sellerEconomicCode ?? '',
  seller_registration_number: r?.sellerRegistrationNumber ?? '',
  seller_address: r?.sellerAddress ?? '',
  seller_postal_code: r?.sellerPostalCode ?? '',
  seller_phone: r?.sellerPhone ?? '',
});

/** An edition's settings (`edition`: its id as SQL, db/editions.ts); all empty before its festival is described. */
export async function getSettings(db: Db | Tx, edition: SQL = currentEdition()): Promise<AdminSettings> {
  const [row] = await db.select().from(festival).where(eq(festival.id, edition));
  return wire(row);
}

const columnsOf = (body: AdminSettingsChange): Partial<Row> => {
  const out: Partial<Row> = {};
  if (body.festival_name !== undefined) out.name = body.festival_name;
  if (body.competition_price !== undefined) out.competitionPrice = body.competition_price;
  if (body.competition_capacity !== undefined) out.competitionCapacity = body.competition_capacity;
  if (body.competition_registration_open !== undefined) out.competitionRegistrationOpen = body.competition_registration_open;
  if (body.starts_on !== undefined) out.startsOn = body.starts_on;
  if (body.ends_on !== undefined) out.endsOn = body.ends_on;
  if (body.venue !== undefined) out.venue = body.venue;
  if (body.address !== undefined) out.address = body.address;
  if (body.en_festival_name !== undefined) out.enFestivalName = body.en_festival_name;
  if (body.en_venue !== undefined) out.enVenue = body.en_venue;
  if (body.en_address !== undefined) out.enAddress = body.en_address;
  if (body.map_url !== undefined) out.mapUrl = body.map_url;
  if (body.contact_email !== undefined) out.contactEmail = body.contact_email.toLowerCase();
  if (body.contact_phone !== undefined) out.contactPhone = body.contact_phone;
  if (body.competition_date !== undefined) out.competitionDate = body.competition_date;
  if (body.competition_time !== undefined) out.competitionTime = body.competition_time;
  if (body.signatory_name !== undefined) out.signatoryName = body.signatory_name;
  if (body.signatory_title !== undefined) out.signatoryTitle = body.signatory_title;
  if (body.seller_name !== undefined) out.sellerName = body.seller_name;
  if (body.seller_national_id !== undefined) out.sellerNationalId = body.seller_national_id;
  if (body.seller_economic_code !== undefined) out.sellerEconomicCode = body.seller_economic_code;
  if (body.seller_registration_number !== undefined) out.sellerRegistrationNumber = body.seller_registration_number;
  if (body.seller_address !== undefined) out.sellerAddress = body.seller_address;
  if (body.seller_postal_code !== undefined) out.sellerPostalCode = body.seller_postal_code;
  if (body.seller_phone !== undefined) out.sellerPhone = body.seller_phone;
  return out;
};

/**
 * Changes the settings under the festival row's lock (the one competition signup takes), so the
 * competition seats counted are every one signed up or held: a capacity below them is a 409.
 */
export async function changeSettings(db: Db, actorId: number, body: AdminSettingsChange, edition: SQL = currentEdition()): Promise<AdminSettings> {
  // Seats still counted by holds that ran out are given back first, so the floor is what is really held.
  if (body.competition_capacity !== undefined) await endRanOutHolds(db, { competition: true });
  return auditedChange(db, { actorId, action: 'update', objectType: 'settings' }, async (tx) => {
    const locked = await lockFestival(tx, edition);
    const before = wire(locked);
    if (body.competition_capacity !== undefined && locked) {
      // The counters of the locked row (inventory/counters.ts): what the CHECK sold + held <= capacity enforces.
      const taken = locked.competitionSold + locked.competitionHeld;
      if (body.competition_capacity < taken) {
        throw new AppError(409, 'CONFLICT', adminTexts.competitionCapacityBelowTaken(taken));
      }
    }
    const set = columnsOf(body);
    if (!locked) await tx.insert(festival).values({ name: '', ...set, id: sql`${edition}` }).onConflictDoNothing();
    else if (Object.keys(set).length) await tx.update(festival).set(set).where(eq(festival.id, locked.id));
    const after = await getSettings(tx, sql`${locked?.id ?? edition}`);
    return { result: after, objectId: null, before, after };
  });
}

/**
 * Points an edition's settings at a new signature image (already re-encoded, lib/images.ts), or at none
 * (`image` null), audited like any upload (the field alone). The file is written before the
 * transaction and removed again if it fails; the old one is removed after the commit.
 */
export async function setSignature(db: Db, mediaRoot: string, actorId: number, image: Buffer | null, edition: SQL = currentEdition()): Promise<AdminSettings> {
  const url = image ? await storeImage(mediaRoot, SIGNATURE_FOLDER, image) : null;
  try {
    const { settings, old } = await auditedChange(db, { actorId, action: image ? 'upload' : 'delete_image', objectType: 'settings' }, async (tx) => {
      const locked = await lockFestival(tx, edition);
      if (locked) await tx.update(festival).set({ signatureImage: url }).where(eq(festival.id, locked.id));
      else {
        await tx
          .insert(festival)
          .values({ id: sql`${edition}`, name: '', signatureImage: url })
          .onConflictDoUpdate({ target: festival.id, set: { signatureImage: url } });
      }
      const after = await getSettings(tx, sql`${locked?.id ?? edition}`);
      const was = locked?.signatureImage ?? null;
      return { result: { settings: after, old: was }, objectId: null, before: { signature_image: was }, after: { signature_image: url } };
    });
    await removeStoredImage(mediaRoot, SIGNATURE_FOLDER, old);
    return settings;
  } catch (err) {
    await removeStoredImage(mediaRoot, SIGNATURE_FOLDER, url);
    throw err;
  }
}
