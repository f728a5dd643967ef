import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { presentationSchema, type Presentation } from '@fest/contract';
import { createTestApp, type TestApp } from '../helpers/app';
import { accessTokenFor } from '../helpers/sign-in';
import { participations, paymentItems, payments, presentations } from '../../src/db/schema';
import {
  addParticipation,
  createPresentation,
  createPresenter,
  createTag,
  createUser,
  holdSeats,
  inFuture,
  linkPresenter,
  tagPresentation,
} from './fixtures';

describe('presentations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(paymentItems);
    await t.database.db.delete(payments);
    await t.database.db.delete(participations);
    await t.database.db.delete(presentations);
  });

  // Each test writes its rows straight into the database: asked once the app has heard of them.
  const getAll = async (token?: string) => {
    await t.caughtUp();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/presentations/all/',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect(res.statusCode).toBe(200);
    return res.json() as Presentation[];
  };
  const getOne = async (id: number | string, token?: string) => {
    await t.caughtUp();
    return t.app.inject({
      method: 'GET',
      url: `/api/presentations/${id}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  };

  it('lists presentations by start, then id, in the contract shape', async () => {
    const db = t.database.db;
    const late = await createPresentation(db, { faTitle: 'دیر', start: inFuture(3 * 86400) });
    const early = await createPresentation(db, { faTitle: 'زود', start: inFuture(86400) });
    const sameA = await createPresentation(db, { start: new Date('2030-01-01T06:30:00Z') });
    const sameB = await createPresentation(db, { start: new Date('2030-01-01T06:30:00Z') });
    const list = await getAll();
    expect(list.map((p) => p.id)).toEqual([early, late, sameA, sameB]);
    for (const p of list) expect(presentationSchema.safeParse(p).success).toBe(true);
    expect(list[2]!.start).toBe('2030-01-01T06:30:00.000Z');
    expect(list[2]!.end).toBe('2030-01-01T08:30:00.000Z');
  });

  it('carries presenters by position, tags, and the poster as morkopoloyor', async () => {
    const db = t.database.db;
    const id = await createPresentation(db, { poster: '/media/seed/poster.svg' });
    const bare = await createPresentation(db, { start: inFuture(90 * 86400) });
    const first = await createPresenter(db, 'مریم', 'کریمی');
    const second = await createPresenter(db, 'علی', 'رضایی');
    // Inserted in the other order: position decides, not id.
    await linkPresenter(db, id, second, 1);
    await linkPresenter(db, id, first, 0);
    const tag = await createTag(db, 'لینوکس', '#fcc624');
    await tagPresentation(db, id, tag);

    const res = await getOne(id);
    expect(res.statusCode).toBe(200);
    const p = res.json() as Presentation;
    expect(p.presenters.map((x) => x.id)).toEqual([first, second]);
    expect(p.presenters[0]).toEqual({
      id: first,
      first_name: 'مریم',
      last_name: 'کریمی',
      description: 'توسعه‌دهنده',
      en_first_name: '',
      en_last_name: '',
      en_description: '',
      avatar: null,
      linkedin: 'https://linkedin.com/in/x',
    });
    expect(p.tags).toEqual([{ id: tag, name: 'لینوکس', en_name: '', color: '#fcc624' }]);
    expect(p.morkopoloyor).toBe('/media/seed/poster.svg');

    const other = (await getOne(bare)).json() as Presentation;
    expect(other.morkopoloyor).toBe('');
    expect(other.presenters).toEqual([]);
    expect(other.tags).toEqual([]);
  });

  it('answers 404 for an unknown id, 400 for one that is not a 32-bit positive integer, never 500', async () => {
    const missing = await getOne(987654);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await getOne(2147483647)).statusCode).toBe(404);
    expect((await getOne(99999999999)).json()).toMatchObject({ code: 'NOT_FOUND' });
    for (const bad of ['abc', '-1', '0', '1.5']) {
      const res = await getOne(bad);
      expect([400, 404]).toContain(res.statusCode);
      expect(res.json()).toHaveProperty('code');
    }
  });

  describe('remained_capacity', () => {
    it('counts completed participations and seats held by pending payments', async () => {
      const db = t.database.db;
      const id = await createPresentation(db, { capacity: 5 });
      const [a, b, c, d] = [await createUser(db), await createUser(db), await createUser(db), await createUser(db)];
      await addParticipation(db, a.id, id, 'COMPLETED');
      const held = await addParticipation(db, b.id, id, 'PENDING');
      await holdSeats(db, b.id, [{ participationId: held, presentationId: id }], inFuture(600));
      // In a cart but not being paid for: takes no seat.
      await addParticipation(db, c.id, id, 'PENDING');
      // A hold that has run out frees its seat.
      const expired = await addParticipation(db, d.id, id, 'PENDING');
      await holdSeats(db, d.id, [{ participationId: expired, presentationId: id }], inFuture(-60));

      expect((await getAll())[0]!.remained_capacity).toBe(3);
      expect(((await getOne(id)).json() as Presentation).remained_capacity).toBe(3);
    });

    it('is 0 when sold out, and the database refuses a capacity below the seats sold (CHECK on the counters)', async () => {
      const db = t.database.db;
      const id = await createPresentation(db, { capacity: 1 });
      await addParticipation(db, (await createUser(db)).id, id, 'COMPLETED');
      const p = (await getOne(id)).json() as Presentation;
      expect(p.capacity).toBe(1);
      expect(p.remained_capacity).toBe(0);
      const refused = await db.execute(sql`update presentations set capacity = 0 where id = ${id}`).catch((err: { cause?: { constraint?: string } }) => err);
      expect((refused as { cause?: { constraint?: string } }).cause?.constraint).toBe('presentations_seats_ck');
    });
  });

  describe('presentation_link', () => {
    it('is shown only to a caller holding a COMPLETED participation', async () => {
      const db = t.database.db;
      const id = await createPresentation(db, { presentationLink: 'https://meet.example.com/room' });
      const owner = await createUser(db);
      const pending = await createUser(db);
      const stranger = await createUser(db);
      await addParticipation(db, owner.id, id, 'COMPLETED');
      await addParticipation(db, pending.id, id, 'PENDING');
      const token = (u: { id: number }) => accessTokenFor(t.app, u);

      const linkFor = async (tok?: string) => [
        ((await getOne(id, tok)).json() as Presentation).presentation_link,
        (await getAll(tok))[0]!.presentation_link,
      ];
      expect(await linkFor()).toEqual(['', '']);
      expect(await linkFor(await token(stranger))).toEqual(['', '']);
      expect(await linkFor(await token(pending))).toEqual(['', '']);
      expect(await linkFor(await token(owner))).toEqual(['https://meet.example.com/room', 'https://meet.example.com/room']);
      // A bad token is not an error on a public page: the caller is simply anonymous.
      expect(await linkFor('not-a-token')).toEqual(['', '']);
    });
  });
});
