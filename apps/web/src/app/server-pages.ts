import { matchClientRoute } from '@fest/contract';
import { archiveQueries as a, publicQueries as q, type PublicEntry, type PublicQuery } from '@/shared/api/public-queries';
import type { Locale } from '@/shared/i18n';

/**
 * The public pages the server renders (docs/decisions/012-public-pages-rendered-on-the-server.md),
 * each with the anonymous answers it is drawn from: its own, and the festival's facts that the
 * footer shows on every page. Any other page (sign-in, profile, cart, admin) is drawn in the browser.
 */
export function pageQueries(path: string): PublicQuery[] | null {
  switch (matchClientRoute(path)) {
    case '/':
      return [q.presentations, q.staff, q.festival];
    case '/workshops':
    case '/schedule':
      return [q.presentations, q.festival];
    case '/workshop/:id': {
      // The page's own rule for an id (WorkshopPage parseId); anything else is the server's 404.
      const id = /^\/workshop\/([1-9]\d{0,9})\/?$/.exec(path)?.[1];
      return id && Number(id) <= 2_147_483_647 ? [q.presentation(Number(id)), q.festival] : null;
    }
    case '/presenters':
      return [q.presenters, q.festival];
    case '/faq':
      return [q.faq, q.festival];
    case '/staff':
      return [q.staff, q.festival];
    default:
      return archivePageQueries(path);
  }
}

/** An archived edition's pages (/archive/{slug}/...): its own answers and facts, with the current facts of the footer. */
function archivePageQueries(path: string): PublicQuery[] | null {
  const match = /^\/archive\/([a-z0-9][a-z0-9-]{0,31})(\/(?:workshop\/([1-9]\d{0,9})|presenters|staff))?\/?$/.exec(path);
  if (!match) return null;
  const [, slug = '', page, id] = match;
  const facts = [a.festival(slug), q.festival];
  if (id) return Number(id) <= 2_147_483_647 ? [q.presentation(Number(id)), ...facts] : null;
  if (page === '/presenters') return [a.presenters(slug), ...facts];
  if (page === '/staff') return [a.staff(slug), ...facts];
  return [a.presentations(slug), ...facts];
}

/** What the server drew a page from, embedded in it as JSON for the browser to hydrate with. */
export interface PageState {
  /** The address drawn: a page copied for another address (the service worker's offline shell) is drawn afresh. */
  path: string;
  language: Locale;
  wide: boolean;
  entries: PublicEntry[];
}

/** The id of the `<script type="application/json">` that holds the PageState. */
export const PAGE_STATE_ID = 'fest-page-state';
