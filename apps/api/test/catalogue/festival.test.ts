import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { festivalSchema, type Festival } from '@fest/contract';
import { festival } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';

describe('GET /api/festival/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = async (url = '/api/festival/') => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.json() as Festival;
  };

  it('answers every field as "" before a festival is described, without a token', async () => {
    const facts = await get();
    expect(facts).toEqual({
      festival_name: '',
      starts_on: '',
      ends_on: '',
      venue: '',
      address: '',
      en_festival_name: '',
      en_venue: '',
      en_address: '',
      map_url: '',
      contact_email: '',
      contact_phone: '',
      competition_date: '',
      competition_time: '',
    });
    expect(await get('/api/festival')).toEqual(facts);
  });

  it("answers the festival's facts in the contract's shape, and a change at once", async () => {
    await t.database.db.insert(festival).values({
      id: 1,
      name: 'جشنواره',
      startsOn: '2030-02-15',
      endsOn: '2030-02-17',
      venue: 'تالار',
      address: 'تهران',
      mapUrl: 'https://www.openstreetmap.org/',
      contactEmail: 'hi@example.com',
      contactPhone: '۰۲۱',
      competitionDate: '2030-02-16',
      competitionTime: '09:30',
    });
    // Written by hand: this process hears it through the NOTIFY, a moment later on a server.
    await vi.waitFor(async () => expect((await get()).festival_name).toBe('جشنواره'), { timeout: 5000, interval: 20 });
    const facts = await get();
    expect(festivalSchema.strict().parse(facts)).toMatchObject({ festival_name: 'جشنواره', venue: 'تالار', competition_date: '2030-02-16', competition_time: '09:30' });
    await get(); // kept now

    // The organisers' settings change (another process's write is heard by NOTIFY).
    await t.database.db.update(festival).set({ venue: 'تالار دوم' });
    await vi.waitFor(async () => expect((await get()).venue).toBe('تالار دوم'), { timeout: 5000, interval: 20 });
  });
});
