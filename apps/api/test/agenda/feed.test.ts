import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { festival, presentations } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { createBuyer, type Buyer } from '../payments/fixtures';

/** Contract "The programme, an agenda and a waiting list": the private feed and the schedule as iCalendar. */
describe('agenda feed and schedule.ics', () => {
  let t: TestApp;
  let workshop: number;
  let talk: number;
  const PUBLIC_URL = 'https://fest.example.ir';

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL } });
    await t.database.db
      .insert(festival)
      .values({ id: 1, name: 'جشنوارهٔ لینوکس', venue: 'دانشگاه صنعتی، ساختمان ابن‌سینا' })
      .onConflictDoUpdate({ target: festival.id, set: { venue: 'دانشگاه صنعتی، ساختمان ابن‌سینا' } });
    const rows = await t.database.db
      .insert(presentations)
      .values([
        {
          serviceType: 'WORKSHOP',
          // Long, with the characters TEXT escaping must handle: folding and escaping are both exercised.
          faTitle: 'کارگاه شبکه در لینوکس؛ iproute2، nftables و WireGuard, از مقدماتی تا پیشرفته\\ با تمرین عملی در محیط واقعی',
          enTitle: 'Networking',
          start: new Date('2027-02-16T05:30:00Z'),
          end: new Date('2027-02-16T08:30:00Z'),
          capacity: 10,
          cost: 100_000,
          room: 'سایت کامپیوتر ۱',
        },
        { serviceType: 'TALK', faTitle: 'کرنل لینوکس', enTitle: 'Kernel', start: new Date('2027-02-16T06:00:00Z'), end: new Date('2027-02-16T07:00:00Z'), capacity: 10, cost: 0 },
      ])
      .returning({ id: presentations.id });
    [workshop, talk] = rows.map((r) => r.id) as [number, number];
  });
  afterAll(() => t.close());

  const feedUrl = async (b: Buyer) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/agenda/feed-url/', headers: b.headers });
    expect(res.statusCode).toBe(200);
    return (res.json() as { url: string }).url;
  };
  const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });
  const events = (text: string) => new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));

  it('GET feed-url needs a token; answers an absolute, unguessable address under PUBLIC_URL', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/agenda/feed-url/' })).statusCode).toBe(401);
    const url = await feedUrl(await createBuyer(t));
    expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/api/agenda/[0-9a-f]{64}\\.ics$`));
  });

  it('answers the same address on every call until revoked, then a new one', async () => {
    const b = await createBuyer(t);
    const first = await feedUrl(b);
    expect(await feedUrl(b)).toBe(first);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/agenda/feed-url/', headers: b.headers })).statusCode).toBe(204);
    expect((await fetchFeed(first)).statusCode).toBe(404);
    const second = await feedUrl(b);
    expect(second).not.toBe(first);
    expect((await fetchFeed(second)).statusCode).toBe(200);
  });

  it('stores only a hash of the token', async () => {
    const b = await createBuyer(t);
    const token = /([0-9a-f]{64})\.ics$/.exec(await feedUrl(b))![1]!;
    const dump = JSON.stringify(await t.database.db.execute('select * from agenda_feeds' as never));
    expect(dump).not.toContain(token);
  });

  it("opens without a login and shows only the owner's agenda: starred and bought, as valid iCalendar", async () => {
    const owner = await createBuyer(t);
    const other = await createBuyer(t);
    await t.app.inject({ method: 'PUT', url: `/api/agenda/${workshop}/`, headers: owner.headers });
    await t.app.inject({ method: 'PUT', url: `/api/agenda/${talk}/`, headers: other.headers });
    const res = await fetchFeed(await feedUrl(owner));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar; charset=utf-8/);
    expect(res.headers['cache-control']).toContain('no-store');
    const text = res.body;
    // RFC 5545: CRLF line ends, no line above 75 octets.
    expect(text.split('\r\n').every((line) => !line.includes('\n') && Buffer.byteLength(line) <= 75)).toBe(true);
    const [event, ...rest] = events(text);
    expect(rest).toEqual([]);
    expect(event!.uid).toBe(`presentation-${workshop}@linux-festival`);
    expect(event!.summary).toBe('کارگاه شبکه در لینوکس؛ iproute2، nftables و WireGuard, از مقدماتی تا پیشرفته\\ با تمرین عملی در محیط واقعی');
    expect(event!.location).toBe('سایت کامپیوتر ۱، دانشگاه صنعتی، ساختمان ابن‌سینا');
    expect(event!.startDate.toJSDate().toISOString()).toBe('2027-02-16T05:30:00.000Z');
    expect(event!.endDate.toJSDate().toISOString()).toBe('2027-02-16T08:30:00.000Z');
    expect(event!.startDate.zone.tzid).toBe('UTC');
  });

  it("another user's token or a made-up one is 404", async () => {
    const a = await createBuyer(t);
    const url = await feedUrl(a);
    const token = /([0-9a-f]{64})\.ics$/.exec(url)![1]!;
    const forged = token.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    expect((await t.app.inject({ method: 'GET', url: `/api/agenda/${forged}.ics` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/agenda/nothing.ics' })).json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await t.app.inject({ method: 'GET', url: `/api/agenda/${token}` })).statusCode).toBe(404);
  });

  it('GET /api/schedule.ics: every presentation, stable UIDs, valid iCalendar', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/schedule.ics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const list = events(res.body);
    expect(list.map((e) => e.uid).sort()).toEqual([`presentation-${workshop}@linux-festival`, `presentation-${talk}@linux-festival`].sort());
    const kernel = list.find((e) => e.uid === `presentation-${talk}@linux-festival`)!;
    expect(kernel.summary).toBe('کرنل لینوکس');
    expect(kernel.location).toBe('دانشگاه صنعتی، ساختمان ابن‌سینا');
    // Stable: the same UIDs on the next request.
    const again = events((await t.app.inject({ method: 'GET', url: '/api/schedule.ics' })).body);
    expect(again.map((e) => e.uid).sort()).toEqual(list.map((e) => e.uid).sort());
  });
});
