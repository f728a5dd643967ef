import type { Festival, Presentation } from '@fest/contract';
import { listOf } from '../lib/texts';
import { tehranTime } from '../lib/tehran-time';
import { previewText } from './page-preview';

/**
 * What search engines read of a page beside its text (contract, "Search engines and shared links"):
 * schema.org `Event` markup as JSON-LD, drawn from the same public answers the server renders the page
 * from. A presentation's page carries its session; the home page the festival, with its sessions as
 * `subEvent`. Times are Tehran's with their `+03:30`; prices in Rial (IRR: Toman × 10).
 */

const SCHEMA = 'https://schema.org';

/** `</script>` or `<!--` in a title must not end the JSON's script element: every `<` is written escaped. */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
type Thing = Record<string, unknown>;

/** A session of the programme as an Event. */
function sessionEvent(p: Presentation, festival: Festival | undefined, site: string): Thing {
  const url = `${site}/workshop/${p.id}`;
  const place: Thing = { '@type': 'Place', name: listOf([p.room, festival?.venue ?? ''].map((s) => s.trim()).filter(Boolean)) || festival?.festival_name || '' };
  if (festival?.address.trim()) place.address = { '@type': 'PostalAddress', streetAddress: festival.address, addressCountry: 'IR' };
  const event: Thing = {
    '@context': SCHEMA,
    '@type': 'Event',
    name: p.fa_title,
    ...(p.en_title ? { alternateName: p.en_title } : {}),
    description: previewText(p.fa_description),
    startDate: tehranTime(new Date(p.start)).dateTime,
    endDate: tehranTime(new Date(p.end)).dateTime,
    eventStatus: `${SCHEMA}/EventScheduled`,
    eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
    inLanguage: 'fa',
    location: place,
    performer: p.presenters.map((person) => ({ '@type': 'Person', name: `${person.first_name} ${person.last_name}`.trim() })),
    offers: {
      '@type': 'Offer',
      price: p.cost * 10,
      priceCurrency: 'IRR',
      availability: `${SCHEMA}/${p.remained_capacity > 0 ? 'InStock' : 'SoldOut'}`,
      url,
    },
    url,
  };
  if (p.morkopoloyor) event.image = new URL(p.morkopoloyor, `${site}/`).toString();
  if (festival?.festival_name) event.organizer = { '@type': 'Organization', name: festival.festival_name, url: `${site}/` };
  return event;
}

/** The festival as an Event, its sessions as subEvents. */
function festivalEvent(festival: Festival, sessions: Presentation[], site: string): Thing | null {
  if (!festival.festival_name || !festival.starts_on) return null;
  const place: Thing = { '@type': 'Place', name: festival.venue || festival.festival_name };
  if (festival.address.trim()) place.address = { '@type': 'PostalAddress', streetAddress: festival.address, addressCountry: 'IR' };
  return {
    '@context': SCHEMA,
    '@type': 'Event',
    name: festival.festival_name,
    startDate: festival.starts_on,
    endDate: festival.ends_on || festival.starts_on,
    eventStatus: `${SCHEMA}/EventScheduled`,
    eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
    inLanguage: 'fa',
    location: place,
    organizer: { '@type': 'Organization', name: festival.festival_name, url: `${site}/` },
    url: `${site}/`,
    subEvent: sessions.map((p) => {
      const { '@context': _context, ...rest } = sessionEvent(p, festival, site);
      void _context;
      return rest;
    }),
  };
}

/** The page's JSON-LD from the answers it was drawn from (`entries`, by their API address), or null when it has none. */
export function structuredData(urlPath: string, entries: { url: string; value: unknown }[], siteOrigin: string): Thing | null {
  const answer = (test: (url: string) => boolean) => entries.find((e) => test(e.url))?.value;
  const festival = answer((url) => /^\/api\/festival\/?$/.test(url)) as Festival | undefined;
  if (/^\/workshop\/\d+\/?$/.test(urlPath)) {
    const p = answer((url) => /^\/api\/presentations\/\d+\/?$/.test(url)) as Presentation | undefined;
    return p ? sessionEvent(p, festival, siteOrigin) : null;
  }
  if (urlPath === '/' && festival) {
    const all = answer((url) => /^\/api\/presentations\/all\/?$/.test(url)) as Presentation[] | undefined;
    return festivalEvent(festival, all ?? [], siteOrigin);
  }
  return null;
}

/** The page's HTML with its JSON-LD in the head (script-safe: no `</script>` can end it early). */
export function withStructuredData(html: string, data: Thing | null): string {
  if (!data) return html;
  return html.replace('</head>', () => `    <script type="application/ld+json">${scriptSafeJson(data)}</script>\n  </head>`);
}
