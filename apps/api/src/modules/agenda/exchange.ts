import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { editions, presentationPresenters, presentations, presenters } from '../../db/schema';
import { plainText } from '../../lib/sanitize';
import { TEHRAN_OFFSET, tehranTime } from '../../lib/tehran-time';
import { getFestival, publishedSql } from '../catalogue';
import { agendaTexts } from './texts';

/**
 * The programme in the exchange formats other software reads (contract, "Schedule exchange formats"):
 * the frab (Pentabarf) schedule XML of Giggity, EventFahrplan and the c3voc tools, and the c3voc
 * schedule JSON. Both are drawn from one reading of an edition (readProgramme), so they always agree.
 * Guids are UUID v5 of the public address of what they name: the same every time, on every server of
 * the same site, and different between sites.
 */

const OFFSET = TEHRAN_OFFSET;
const TIME_ZONE = 'Asia/Tehran';
/** The c3voc schema's `$id`: the schema the JSON says it follows. */
export const C3VOC_SCHEMA = 'https://c3voc.de/schedule/schema.json';
const GENERATOR = 'linux-festival';

/** RFC 4122's namespace for URLs. */
const URL_NAMESPACE = Buffer.from('6ba7b8119dad11d180b400c04fd430c8', 'hex');

/** A name-based (SHA-1) UUID, version 5 (RFC 4122 §4.3). */
export function uuidV5(name: string, namespace: Buffer = URL_NAMESPACE): string {
  const hash = createHash('sha1').update(namespace).update(name, 'utf8').digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Minutes as the formats' HH:MM duration. */
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Lower-case Latin letters, digits and dashes of a title (empty when it has none, as a Persian title). */
const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');

const TYPES: Record<string, string> = { WORKSHOP: 'workshop', TALK: 'talk', PACKAGE: 'other' };

export interface ProgrammeEvent {
  id: number;
  guid: string;
  slug: string;
  url: string;
  title: string;
  subtitle: string;
  type: string;
  room: string;
  start: ReturnType<typeof tehranTime>;
  end: ReturnType<typeof tehranTime>;
  duration: string;
  abstract: string;
  description: string;
  persons: { id: number; guid: string; name: string }[];
}

export interface Programme {
  version: string;
  baseUrl: string;
  url: string;
  acronym: string;
  title: string;
  start: string;
  end: string;
  rooms: { name: string; guid: string }[];
  days: { index: number; date: string; start: string; end: string; rooms: Map<string, ProgrammeEvent[]> }[];
}

/** An edition's programme, read once for both formats (`edition`: its id as SQL, db/editions.ts). */
export async function readProgramme(db: Db, publicUrl: string, edition: SQL): Promise<Programme> {
  const [festival, [row], rows] = await Promise.all([
    getFestival(db, edition),
    db.select({ slug: editions.slug, name: editions.name, isCurrent: editions.isCurrent }).from(editions).where(eq(editions.id, edition)),
    db.select().from(presentations).where(and(eq(presentations.editionId, edition), publishedSql())).orderBy(asc(presentations.start), asc(presentations.id)),
  ]);
  const people = rows.length
    ? await db
        .select({ presentationId: presentationPresenters.presentationId, id: presenters.id, firstName: presenters.firstName, lastName: presenters.lastName })
        .from(presentationPresenters)
        .innerJoin(presenters, eq(presenters.id, presentationPresenters.presenterId))
        .where(inArray(presentationPresenters.presentationId, rows.map((r) => r.id)))
        .orderBy(asc(presentationPresenters.position), asc(presenters.id))
    : [];
  const site = publicUrl.replace(/\/+$/, '');
  const slug = row?.slug ?? '';
  const acronym = `linuxfest${slug.toLowerCase().replace(/[^a-z0-9_]/g, '_')}`;
  // A past edition's pages live under its archive address; the current one's at the site's root.
  const pages = row?.isCurrent === false ? `${site}/archive/${encodeURIComponent(slug)}` : site;
  const unnamedRoom = festival.venue.trim() || agendaTexts.unnamedRoom;

  const events: ProgrammeEvent[] = rows.map((p) => {
    const url = `${pages}/workshop/${p.id}`;
    return {
      id: p.id,
      guid: uuidV5(`${site}/workshop/${p.id}`),
      slug: `${acronym}-${p.id}-${slugify(p.enTitle) || 'session'}`,
      url,
      title: p.faTitle,
      subtitle: p.enTitle,
      type: TYPES[p.serviceType] ?? 'other',
      room: p.room.trim() || unnamedRoom,
      start: tehranTime(p.start),
      end: tehranTime(p.end),
      duration: hhmm(Math.max(0, Math.round((p.end.getTime() - p.start.getTime()) / 60_000))),
      abstract: plainText(p.faDescription),
      description: plainText(p.enDescription),
      persons: people
        .filter((person) => person.presentationId === p.id)
        .map((person) => ({ id: person.id, guid: uuidV5(`${site}/presenters#${person.id}`), name: `${person.firstName} ${person.lastName}`.trim() })),
    };
  });

  const byDay = new Map<string, ProgrammeEvent[]>();
  for (const e of events) (byDay.get(e.start.day) ?? byDay.set(e.start.day, []).get(e.start.day)!).push(e);
  const days = [...byDay.entries()].map(([date, list], i) => {
    const rooms = new Map<string, ProgrammeEvent[]>();
    for (const e of list) (rooms.get(e.room) ?? rooms.set(e.room, []).get(e.room)!).push(e);
    const ends = list.map((e) => e.end.dateTime).sort();
    return { index: i + 1, date, start: list[0]!.start.dateTime, end: ends[ends.length - 1]!, rooms };
  });
  const roomNames = [...new Set(events.map((e) => e.room))];
  const first = days[0]?.date ?? festival.starts_on;
  const last = days[days.length - 1]?.date ?? festival.ends_on;
  return {
    // Changes whenever anything the files say changes, and only then.
    version: createHash('sha256').update(JSON.stringify([festival.festival_name, events])).digest('hex').slice(0, 12),
    baseUrl: `${site}/`,
    url: `${pages}/schedule`,
    acronym,
    title: festival.festival_name || row?.name || acronym,
    start: festival.starts_on || first,
    end: festival.ends_on || last,
    rooms: roomNames.map((name) => ({ name, guid: uuidV5(`${site}/rooms/${encodeURIComponent(name)}`) })),
    days,
  };
}

/** The c3voc schedule JSON (validated against its schema in the tests). */
export function scheduleJson(p: Programme) {
  return {
    $schema: C3VOC_SCHEMA,
    generator: { name: GENERATOR },
    schedule: {
      version: p.version,
      base_url: p.baseUrl,
      conference: {
        acronym: p.acronym,
        title: p.title,
        start: p.start,
        end: p.end,
        daysCount: p.days.length,
        timeslot_duration: '00:15',
        time_zone_name: TIME_ZONE,
        url: p.url,
        rooms: p.rooms,
        days: p.days.map((d) => ({
          index: d.index,
          date: d.date,
          day_start: d.start,
          day_end: d.end,
          rooms: Object.fromEntries(
            [...d.rooms.entries()].map(([room, list]) => [
              room,
              list.map((e) => ({
                guid: e.guid,
                id: e.id,
                date: e.start.dateTime,
                start: e.start.clock,
                end: e.end.dateTime,
                duration: e.duration,
                room: e.room,
                slug: e.slug,
                url: e.url,
                title: e.title,
                subtitle: e.subtitle || null,
                track: null,
                type: e.type,
                language: 'fa',
                abstract: e.abstract,
                description: e.description || null,
                persons: e.persons.map((person) => ({ guid: person.guid, name: person.name })),
                links: [],
                attachments: [],
              })),
            ]),
          ),
        })),
      },
    },
  };
}

/** Text and attribute values as XML writes them. */
const esc = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // Characters XML 1.0 cannot carry at all (the text columns refuse them too; this is the last guard).
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '');

const element = (name: string, value: string) => `<${name}>${esc(value)}</${name}>`;

/** The frab (Pentabarf) schedule XML (validated against c3voc's XSD in the tests). */
export function scheduleXml(p: Programme): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<schedule>', `  <generator name="${GENERATOR}"/>`];
  lines.push(`  ${element('url', `${p.baseUrl}api/schedule.xml`)}`, `  ${element('version', p.version)}`);
  lines.push(
    '  <conference>',
    `    ${element('acronym', p.acronym)}`,
    `    ${element('title', p.title)}`,
    `    ${element('start', p.start)}`,
    `    ${element('end', p.end)}`,
    `    ${element('days', String(p.days.length))}`,
    `    ${element('timeslot_duration', '00:15')}`,
    `    ${element('base_url', p.baseUrl)}`,
    `    ${element('url', p.url)}`,
    `    ${element('time_zone_name', TIME_ZONE)}`,
    '  </conference>',
  );
  // The XSD wants a day at least: a programme with nothing in it yet has the festival's first day, empty.
  if (p.days.length === 0 && /^\d{4}-\d{2}-\d{2}$/.test(p.start)) {
    lines.push(`  <day index="1" date="${p.start}" start="${p.start}T00:00:00${OFFSET}" end="${p.start}T23:59:00${OFFSET}"/>`);
  }
  for (const d of p.days) {
    lines.push(`  <day index="${d.index}" date="${d.date}" start="${d.start}" end="${d.end}">`);
    for (const [room, list] of d.rooms) {
      const guid = p.rooms.find((r) => r.name === room)!.guid;
      lines.push(`    <room name="${esc(room)}" guid="${guid}">`);
      for (const e of list) {
        lines.push(
          `      <event guid="${e.guid}" id="${e.id}">`,
          `        ${element('date', e.start.dateTime)}`,
          `        ${element('start', e.start.clock)}`,
          `        ${element('duration', e.duration)}`,
          `        ${element('room', e.room)}`,
          `        ${element('slug', e.slug)}`,
          `        ${element('url', e.url)}`,
          `        ${element('title', e.title)}`,
          `        ${element('subtitle', e.subtitle)}`,
          `        ${element('track', '')}`,
          `        ${element('type', e.type)}`,
          `        ${element('language', 'fa')}`,
          `        ${element('abstract', e.abstract)}`,
          `        ${element('description', e.description)}`,
          '        <persons>',
          ...e.persons.map((person) => `          <person id="${person.id}" guid="${person.guid}">${esc(person.name)}</person>`),
          '        </persons>',
          '        <links/>',
          '        <attachments/>',
          '      </event>',
        );
      }
      lines.push('    </room>');
    }
    lines.push('  </day>');
  }
  lines.push('</schedule>', '');
  return lines.join('\n');
}
