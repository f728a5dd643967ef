import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import draft06 from 'ajv/dist/refs/json-schema-draft-06.json' with { type: 'json' };
import { festival, presentationPresenters, presentations, presenters } from '../../src/db/schema';
import { uuidV5 } from '../../src/modules/agenda/exchange';
import { createTestApp, type TestApp } from '../helpers/app';
import { findOnPath } from '../helpers/libreoffice';

const here = path.dirname(fileURLToPath(import.meta.url));
const vendored = (file: string) => path.join(here, 'c3voc', file);
/** xmllint (Debian's libxml2-utils) reads the XML against the XSD; .ci/run installs it. Skipped without it, except under CI. */
const SKIP_XMLLINT = !findOnPath('xmllint') && !process.env.CI;
if (SKIP_XMLLINT) console.warn('[api tests] xmllint is not installed: the schedule XML is not checked against its XSD. apt-get install -y libxml2-utils');

/** The c3voc JSON schema as published (draft-06), with the formats it names. */
function c3vocValidator() {
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addMetaSchema(draft06);
  addFormats(ajv);
  // A format the schema names that JSON Schema does not define: a CSS hex colour.
  ajv.addFormat('color', /^#[0-9a-fA-F]{6}$/);
  return ajv.compile(JSON.parse(readFileSync(vendored('schema.json'), 'utf8')));
}

type Event = { guid: string; id: number; date: string; start: string; end: string; duration: string; room: string; title: string; subtitle: string | null; type: string; abstract: string; url: string; persons: { name: string }[] };
type ScheduleJson = {
  $schema: string;
  schedule: { version: string; conference: { acronym: string; title: string; daysCount: number; days: { date: string; day_start: string; day_end: string; rooms: Record<string, Event[]> }[] } };
};

/** Contract "Schedule exchange formats": the frab XML and the c3voc JSON. */
describe('schedule.xml and schedule.json', () => {
  let t: TestApp;
  let workshop: number;
  let talk: number;
  const PUBLIC_URL = 'https://fest.example.ir';

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL } });
    const db = t.database.db;
    await db
      .insert(festival)
      .values({ id: 1, name: 'جشنوارهٔ لینوکس', venue: 'دانشگاه صنعتی', startsOn: '2027-02-16', endsOn: '2027-02-17' })
      .onConflictDoUpdate({ target: festival.id, set: { name: 'جشنوارهٔ لینوکس', venue: 'دانشگاه صنعتی', startsOn: '2027-02-16', endsOn: '2027-02-17' } });
    const rows = await db
      .insert(presentations)
      .values([
        {
          serviceType: 'WORKSHOP',
          faTitle: 'کارگاه شبکه: iproute2 و <nftables> & WireGuard',
          enTitle: 'Linux Networking & Firewalls',
          faDescription: '<p>از <strong>مقدماتی</strong> تا پیشرفته.</p><ul><li>مسیریابی</li><li>دیوارهٔ آتش</li></ul>',
          start: new Date('2027-02-16T05:30:00Z'),
          end: new Date('2027-02-16T08:30:00Z'),
          capacity: 10,
          cost: 100_000,
          room: 'سایت کامپیوتر ۱',
        },
        { serviceType: 'TALK', faTitle: 'کرنل لینوکس', enTitle: '', start: new Date('2027-02-17T06:00:00Z'), end: new Date('2027-02-17T06:45:00Z'), capacity: 10, cost: 0 },
      ])
      .returning({ id: presentations.id });
    [workshop, talk] = rows.map((r) => r.id) as [number, number];
    const people = await db
      .insert(presenters)
      .values([
        { firstName: 'سارا', lastName: 'محمدی' },
        { firstName: 'John', lastName: 'Smith' },
      ])
      .returning({ id: presenters.id });
    await db.insert(presentationPresenters).values(people.map((p, position) => ({ presentationId: workshop, presenterId: p.id, position })));
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers the c3voc JSON, valid against its published schema, with every event and its people', async () => {
    const res = await get('/api/schedule.json');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = res.json() as ScheduleJson;
    const validate = c3vocValidator();
    expect(validate(body), JSON.stringify(validate.errors, null, 1)).toBe(true);
    expect(body.$schema).toBe('https://c3voc.de/schedule/schema.json');

    const { conference } = body.schedule;
    expect(conference).toMatchObject({ title: 'جشنوارهٔ لینوکس', daysCount: 2 });
    expect(conference.days.map((d) => d.date)).toEqual(['2027-02-16', '2027-02-17']);
    const events = conference.days.flatMap((d) => Object.values(d.rooms).flat());
    const first = events.find((e) => e.id === workshop)!;
    expect(first).toMatchObject({
      guid: uuidV5(`${PUBLIC_URL}/workshop/${workshop}`),
      // 05:30 UTC is 09:00 in Tehran, +03:30 all year.
      date: '2027-02-16T09:00:00+03:30',
      start: '09:00',
      end: '2027-02-16T12:00:00+03:30',
      duration: '03:00',
      room: 'سایت کامپیوتر ۱',
      title: 'کارگاه شبکه: iproute2 و <nftables> & WireGuard',
      subtitle: 'Linux Networking & Firewalls',
      type: 'workshop',
      url: `${PUBLIC_URL}/workshop/${workshop}`,
      persons: [{ name: 'سارا محمدی' }, { name: 'John Smith' }],
    });
    // The description's text, without its tags, a line per paragraph and list item.
    expect(first.abstract).toBe('از مقدماتی تا پیشرفته.\nمسیریابی\nدیوارهٔ آتش');
    const second = events.find((e) => e.id === talk)!;
    // No room set: the festival's venue; no English title: no subtitle.
    expect(second).toMatchObject({ room: 'دانشگاه صنعتی', subtitle: null, type: 'talk', duration: '00:45' });
    expect(conference.days[0]).toMatchObject({ day_start: '2027-02-16T09:00:00+03:30', day_end: '2027-02-16T12:00:00+03:30' });
  });

  it('keeps guids and the version while nothing changes, and changes the version when something does', async () => {
    const one = (await get('/api/schedule.json')).json() as ScheduleJson;
    const two = (await get('/api/schedule.json')).json() as ScheduleJson;
    expect(two).toEqual(one);
    const guid = uuidV5(`${PUBLIC_URL}/workshop/${workshop}`);
    expect(guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // The same UUID another implementation makes (Python's uuid.uuid5(uuid.NAMESPACE_URL, ...)).
    expect(uuidV5('https://www.example.com/')).toBe('3d3ed9d2-aa3d-5fa6-90e8-ed662e90f559');

    // A session moves to another room: a new version, the same guid.
    await t.database.db.update(presentations).set({ room: 'سالن ۲' }).where(eq(presentations.id, talk));
    const three = (await get('/api/schedule.json')).json() as ScheduleJson;
    expect(three.schedule.version).not.toBe(one.schedule.version);
    const moved = three.schedule.conference.days.flatMap((d) => Object.values(d.rooms).flat()).find((e) => e.id === talk)!;
    expect(moved).toMatchObject({ room: 'سالن ۲', guid: uuidV5(`${PUBLIC_URL}/workshop/${talk}`) });
  });

  it('answers the frab XML with the same events, valid against c3voc’s XSD', async () => {
    const res = await get('/api/schedule.xml');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = res.body;
    expect(xml).toContain(`<event guid="${uuidV5(`${PUBLIC_URL}/workshop/${workshop}`)}" id="${workshop}">`);
    expect(xml).toContain('<title>کارگاه شبکه: iproute2 و &lt;nftables&gt; &amp; WireGuard</title>');
    expect(xml).toContain('<person id="');
    expect(xml).toContain('>سارا محمدی</person>');
    expect(xml).toContain('<date>2027-02-17T09:30:00+03:30</date>');
    if (SKIP_XMLLINT) return;
    const lint = spawnSync('xmllint', ['--noout', '--schema', vendored('schedule.xml.xsd'), '-'], { input: xml, encoding: 'utf8' });
    expect(lint.status, lint.stderr).toBe(0);
    // And well-formed UTF-8 as xmllint reads it back: the Persian title intact.
    const title = execFileSync('xmllint', ['--xpath', `string(//event[@id="${workshop}"]/title)`, '-'], { input: xml, encoding: 'utf8' });
    expect(title.trim()).toBe('کارگاه شبکه: iproute2 و <nftables> & WireGuard');
  });

  it('answers another edition by ?edition=, and 404 for an unknown one', async () => {
    expect((await get('/api/schedule.json?edition=no-such')).statusCode).toBe(404);
    expect((await get('/api/schedule.xml?edition=no-such')).statusCode).toBe(404);
  });
});
