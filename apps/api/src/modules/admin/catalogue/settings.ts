import { eq, sql, type SQL } from 'drizzle-orm';
import type { AdminSettings, AdminSettingsChange } from '@fest/contract';
import type { Db, Tx } from '../../../db/client';
import { currentEdition } from '../../../db/editions';
import { festival } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import { auditedChange } from '../../audit';
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
  map_url: r?.mapUrl ?? '',
  contact_email: r?.contactEmail ?? '',
  contact_phone: r?.contactPhone ?? '',
  competition_date: r?.competitionDate ?? '',
  competition_time: r?.competitionTime ?? '',
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
  if (body.map_url !== undefined) out.mapUrl = body.map_url;
  if (body.contact_email !== undefined) out.contactEmail = body.contact_email.toLowerCase();
  if (body.contact_phone !== undefined) out.contactPhone = body.contact_phone;
  if (body.competition_date !== undefined) out.competitionDate = body.competition_date;
  if (body.competition_time !== undefined) out.competitionTime = body.competition_time;
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
