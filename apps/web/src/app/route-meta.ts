import type { ClientRoute } from '@fest/contract';
import type { MessageKey } from '@/shared/i18n';

/**
 * The <title> and description of the pages that do not set their own from their content (the
 * programme pages and the contest call usePageMeta themselves). Kept here, by route, so that every
 * route has one; RouteMeta (layouts/RouteMeta.tsx) applies it.
 */
export const routeMeta: Partial<Record<ClientRoute, { title: MessageKey; description: MessageKey }>> = {
  '/login': { title: 'pages.loginTitle', description: 'pages.loginDescription' },
  '/signup': { title: 'pages.signupTitle', description: 'pages.signupDescription' },
  '/forgot-password': { title: 'pages.forgotTitle', description: 'pages.loginDescription' },
  '/payment/perhaps': { title: 'pages.paymentTitle', description: 'pages.paymentDescription' },
  '/profile/login': { title: 'pages.comingSoonTitle', description: 'pages.profileDescription' },
  '/profile/signup': { title: 'pages.comingSoonTitle', description: 'pages.profileDescription' },
  '/profile/edit': { title: 'pages.profileEditTitle', description: 'pages.profileDescription' },
  '/profile/password': { title: 'pages.profilePasswordTitle', description: 'pages.profileDescription' },
  '/profile/workshops': { title: 'pages.profileWorkshopsTitle', description: 'pages.profileDescription' },
  '/profile/billing': { title: 'pages.profileBillingTitle', description: 'pages.profileDescription' },
  '/profile/cart/list': { title: 'pages.cartTitle', description: 'pages.profileDescription' },
  '/profile/cart/checkout': { title: 'pages.checkoutTitle', description: 'pages.profileDescription' },
  '/profile/tickets': { title: 'pages.ticketsTitle', description: 'pages.profileDescription' },
  '/door': { title: 'pages.doorTitle', description: 'pages.staffAreaDescription' },
};

/** The console's pages: one title and description for all of them (its chunk sets no meta of its own). */
const consoleMeta = { title: 'pages.adminTitle', description: 'pages.staffAreaDescription' } as const;

/** A route's title and description: the table's, or the console's for any /admin page. */
export function metaOf(route: ClientRoute): { title: MessageKey; description: MessageKey } | undefined {
  return route.startsWith('/admin') ? consoleMeta : routeMeta[route];
}

/** Routes whose page sets its own title and description (from its content or its own words). */
export const pagesWithOwnMeta: readonly ClientRoute[] = [
  '/',
  '/workshops',
  '/workshop/:id',
  '/schedule',
  '/presenters',
  '/faq',
  '/staff',
  '/archive',
  '/archive/:slug',
  '/archive/:slug/workshop/:id',
  '/archive/:slug/presenters',
  '/archive/:slug/staff',
  '/contest',
  '/profile/agenda',
  // Their titles are in the certificates' own strings (shared/certificates.ts), not in the app's chunk.
  '/profile/certificates',
  '/certificates/:code',
  // The call for proposals' pages: their titles are in its own strings (features/proposals/proposals-strings.ts).
  '/profile/proposals',
  '/profile/speaker',
  // The presenter's ratings: its title in the feedback strings (shared/feedback-strings.ts).
  '/profile/feedback',
  '/proposals/new',
  '/proposals/:id/edit',
  '/proposals/confirm/:token',
];

/** Routes that only send elsewhere (/profile -> /profile/edit, /profile/cart -> its list). */
export const redirectRoutes: readonly ClientRoute[] = ['/profile', '/profile/cart'];
