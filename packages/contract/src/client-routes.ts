/**
 * The web app's page addresses, shared by the web app (whose router must serve exactly these: a
 * unit test there compares) and the API server (which answers HTTP 404 for any other address while
 * still sending the app, so the app shows its not-found page). Patterns are written as React Router
 * writes them: a `:name` segment stands for any one non-empty segment. No trailing slashes.
 */
export const clientRoutes = [
  '/',
  '/login',
  '/signup',
  '/forgot-password',
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
  '/payment/perhaps',
  '/certificates/:code',
  '/profile',
  '/profile/login',
  '/profile/signup',
  '/profile/edit',
  '/profile/password',
  '/profile/workshops',
  '/profile/billing',
  '/profile/agenda',
  '/profile/cart',
  '/profile/cart/list',
  '/profile/cart/checkout',
  '/profile/tickets',
  '/profile/certificates',
  '/profile/proposals',
  '/profile/speaker',
  '/profile/feedback',
  '/proposals/new',
  '/proposals/:id/edit',
  '/proposals/confirm/:token',
  '/door',
  '/admin',
  '/admin/presentations',
  '/admin/presentations/new',
  '/admin/presentations/:id',
  '/admin/presentations/:id/attendees',
  '/admin/schedule',
  '/admin/presenters',
  '/admin/tags',
  '/admin/coupons',
  '/admin/accessories',
  '/admin/faq',
  '/admin/staff',
  '/admin/settings',
  '/admin/editions',
  '/admin/users',
  '/admin/payments',
  '/admin/payments/:id',
  '/admin/refunds',
  '/admin/audit',
  '/admin/certificates',
  '/admin/invoices',
  '/admin/complimentary',
  '/admin/messages',
  '/admin/review',
  '/admin/review/:id',
  '/admin/proposals',
  '/admin/cfp',
  '/admin/feedback',
] as const;

export type ClientRoute = (typeof clientRoutes)[number];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A route pattern as an anchored expression (one trailing slash allowed, as the router allows). */
export function clientRoutePattern(route: string): RegExp {
  const parts = route.split(/(:[A-Za-z]+)/).map((part) => (part.startsWith(':') ? '[^/]+' : escape(part)));
  return new RegExp(`^${parts.join('')}${route === '/' ? '' : '/?'}$`);
}

// Compiled on first use, not as the module is evaluated: the browser's app chunk imports this module
// before its first paint is adopted, and most visits never match a path here.
let patterns: { route: ClientRoute; pattern: RegExp }[] | undefined;

/** The route an address path (no query) belongs to, or null when the app has no such page. */
export function matchClientRoute(path: string): ClientRoute | null {
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    return null;
  }
  patterns ??= clientRoutes.map((route) => ({ route, pattern: clientRoutePattern(route) }));
  return patterns.find((p) => p.pattern.test(decoded))?.route ?? null;
}
