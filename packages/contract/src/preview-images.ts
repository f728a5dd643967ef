import { matchClientRoute } from './client-routes';

/*
 * Link preview images (contract, "Search engines and shared links"): every public page names a PNG
 * of 1200×630 that the server draws from the data (apps/api/src/modules/og-images). The web app puts
 * its address into the page's Open Graph tags, and the server into the HTML it renders; both ask here.
 */

/** Images of a page as a whole: GET /og/{name}.png. */
export const previewImageNames = ['home', 'programme', 'schedule', 'presenters', 'faq', 'staff', 'contest', 'default'] as const;
export type PreviewImageName = (typeof previewImageNames)[number];

/** Images of one thing: GET /og/{subject}/{id}.png. */
export const previewImageSubjects = ['presentation', 'presenter'] as const;
export type PreviewImageSubject = (typeof previewImageSubjects)[number];

/** The size every preview image is drawn at (the Open Graph and large Twitter card's 1.91:1). */
export const PREVIEW_IMAGE = { width: 1200, height: 630, type: 'image/png' } as const;

const ARCHIVE = /^\/archive\/([a-z0-9][a-z0-9-]{0,31})(?:\/|$)/;
const ID = /\/workshop\/([1-9]\d{0,9})\/?$/;

/**
 * The address (path and query) of the preview image of the page at `pagePath`, in the page's language:
 * `/og/presentation/12.png`, `/og/home.png?edition=1404&lang=en`. A page that is no public page of the
 * programme (sign-in, the profile) gets the festival's default image.
 */
export function previewImagePath(pagePath: string, language: 'fa' | 'en'): string {
  const path = pagePath.split(/[?#]/, 1)[0] ?? '/';
  const edition = ARCHIVE.exec(path)?.[1];
  const id = Number(ID.exec(path)?.[1] ?? 0);
  const image = (() => {
    switch (matchClientRoute(path)) {
      case '/':
      case '/archive/:slug':
        return 'home';
      case '/workshops':
        return 'programme';
      case '/workshop/:id':
      case '/archive/:slug/workshop/:id':
        return id > 0 && id <= 2_147_483_647 ? `presentation/${id}` : 'default';
      case '/schedule':
        return 'schedule';
      case '/presenters':
      case '/archive/:slug/presenters':
        return 'presenters';
      case '/faq':
        return 'faq';
      case '/staff':
      case '/archive/:slug/staff':
        return 'staff';
      case '/contest':
        return 'contest';
      default:
        return 'default';
    }
  })();
  return previewImageAddress(image, { edition: image === 'default' ? undefined : edition, language });
}

/** The address of an image by its name (`home`, `presentation/12`), of an edition (the current one by default), in a language. */
export function previewImageAddress(image: string, opts: { edition?: string; language: 'fa' | 'en' }): string {
  const query = new URLSearchParams();
  if (opts.edition) query.set('edition', opts.edition);
  if (opts.language !== 'fa') query.set('lang', opts.language);
  const search = query.toString();
  return `/og/${image}.png${search ? `?${search}` : ''}`;
}
