import { api } from './base-api';
import './festival';
import './faq';
import './presentations';
import './presenters';
import './staff';

/**
 * The anonymous answers a public page is drawn from, named twice: by the RTK Query entry the page
 * reads (endpoint and argument) and by the API address whose answer fills it. The server fills the
 * entries from its catalogue in-process (apps/api/src/plugins/server-pages.ts) and the browser puts
 * the same values into its store before hydrating, so the page neither asks again nor flashes.
 */
export interface PublicQuery {
  endpointName: 'getPresentations' | 'getPresentation' | 'getPresenters' | 'getFaqs' | 'getStaff' | 'getFestival';
  /** A presentation's id, an archived edition's slug, or none (the current edition's). */
  arg: number | string | undefined;
  url: string;
}

export const publicQueries = {
  presentations: { endpointName: 'getPresentations', arg: undefined, url: '/api/presentations/all/' },
  presentation: (id: number): PublicQuery => ({ endpointName: 'getPresentation', arg: id, url: `/api/presentations/${id}` }),
  presenters: { endpointName: 'getPresenters', arg: undefined, url: '/api/presenter/' },
  faq: { endpointName: 'getFaqs', arg: undefined, url: '/api/faq/' },
  staff: { endpointName: 'getStaff', arg: undefined, url: '/api/staff/' },
  festival: { endpointName: 'getFestival', arg: undefined, url: '/api/festival/' },
} satisfies Record<string, PublicQuery | ((id: number) => PublicQuery)>;

/** An archived edition's answers (`?edition=slug`), under the same entries with the slug as argument. */
export const archiveQueries = {
  presentations: (slug: string): PublicQuery => ({ endpointName: 'getPresentations', arg: slug, url: `/api/presentations/all/?edition=${slug}` }),
  presenters: (slug: string): PublicQuery => ({ endpointName: 'getPresenters', arg: slug, url: `/api/presenter/?edition=${slug}` }),
  staff: (slug: string): PublicQuery => ({ endpointName: 'getStaff', arg: slug, url: `/api/staff/?edition=${slug}` }),
  festival: (slug: string): PublicQuery => ({ endpointName: 'getFestival', arg: slug, url: `/api/festival/?edition=${slug}` }),
};

/** A filled entry: what the server read for the query. */
export interface PublicEntry extends PublicQuery {
  value: unknown;
}

/** Puts the server's answers into the store as fulfilled entries (the same in the server's store and the browser's). */
export function upsertPublicEntries(entries: readonly PublicEntry[]) {
  // The values are the API's own answers to these very queries; RTK's per-endpoint typing cannot follow a list.
  const upserts = entries.map(({ endpointName, arg, value }) => ({ endpointName, arg, value }));
  return api.util.upsertQueryEntries(upserts as Parameters<typeof api.util.upsertQueryEntries>[0]);
}
