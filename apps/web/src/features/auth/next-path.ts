/**
 * Where to go after login: the `next` query parameter when it is a path of this site, else home.
 * Anything else (`//evil.example`, `https://…`, `/\evil`) is refused so the login page can't be
 * used to send people to another site.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if (/^\/(login|signup)(\/|\?|#|$)/.test(next)) return '/';
  return next;
}
