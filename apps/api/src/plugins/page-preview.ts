import { PREVIEW_IMAGE } from '@fest/contract';
import { plainText } from '../lib/sanitize';

/**
 * What a link preview (a messenger, a search engine that runs no script) learns from the HTML the
 * server sends: the page's <title>, its description and Open Graph tags. The web app sets the same
 * in the browser (apps/web/src/shared/page-meta.ts); here they are written into index.html itself.
 */
export interface PagePreview {
  /** The page's own title ("<title> | <festival>" is built here, as the web app builds it). */
  title: string;
  /** Plain text, or the server's sanitised HTML (tags are dropped). */
  description: string;
  /** A site path or an absolute URL: the page's preview image (a PNG of 1200×630, modules/og-images); "" for none. */
  image: string;
}

const DESCRIPTION_CHARS = 200;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

type MetaTag = (attr: string, key: string, content: string) => string;

/**
 * The tags of a page's preview image: a PNG of 1200×630 that the server draws (contract, "Search
 * engines and shared links"), its size and type stated so that a messenger shows it at once, for
 * Open Graph and for Twitter's large card. `alt`: the page's title, which the picture shows.
 */
function imageTags(meta: MetaTag, image: string, alt: string): string {
  if (!image) return meta('name', 'twitter:card', 'summary');
  return (
    meta('property', 'og:image', image) +
    meta('property', 'og:image:type', PREVIEW_IMAGE.type) +
    meta('property', 'og:image:width', String(PREVIEW_IMAGE.width)) +
    meta('property', 'og:image:height', String(PREVIEW_IMAGE.height)) +
    (alt ? meta('property', 'og:image:alt', alt) : '') +
    meta('name', 'twitter:card', 'summary_large_image') +
    meta('name', 'twitter:image', image)
  );
}

const metaTag: MetaTag = (attr, key, content) => `    <meta ${attr}="${key}" content="${escapeHtml(content)}">\n`;

/** A page sent as the built index.html (one the server does not render): with its preview image's tags. */
export function withPreviewImage(html: string, image: string): string {
  if (!image || !html.includes('</head>')) return html;
  return html.replace('</head>', () => `${imageTags(metaTag, image, '')}  </head>`);
}

/** Sanitised HTML as one line of plain text (entities decoded, tags dropped), cut at a word. */
export function previewText(html: string, max = DESCRIPTION_CHARS): string {
  const text = plainText(html).replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * index.html with the page's title, description and Open Graph tags (absolute URLs, as crawlers
 * require). The site name is the built page's own <title>. Every value is escaped.
 */
export function withPagePreview(html: string, preview: PagePreview, pageUrl: string): string {
  const siteName = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const title = preview.title.trim();
  const description = previewText(preview.description);
  const image = preview.image ? new URL(preview.image, pageUrl).toString() : '';
  const fullTitle = siteName && title !== siteName ? `${escapeHtml(title)} | ${siteName}` : escapeHtml(title);
  const meta = metaTag;
  const tags =
    meta('property', 'og:title', title) +
    meta('property', 'og:description', description) +
    meta('property', 'og:type', 'article') +
    meta('property', 'og:url', pageUrl) +
    `    <meta property="og:site_name" content="${siteName}">\n` +
    meta('property', 'og:locale', 'fa_IR') +
    imageTags(meta, image, title);
  let out = html.replace(/<title>[^<]*<\/title>/, `<title>${fullTitle}</title>`);
  const descriptionTag = /<meta name="description" content="[^"]*"\s*\/?>/;
  const ownDescription = `<meta name="description" content="${escapeHtml(description)}" />`;
  out = descriptionTag.test(out) ? out.replace(descriptionTag, ownDescription) : out.replace('</head>', `    ${ownDescription}\n  </head>`);
  return out.replace('</head>', `${tags}  </head>`);
}

/** A page's head as the server's renderer of the public pages collected it (apps/web/src/app/entry-server.tsx). */
export interface PageHead {
  /** The whole document title ("<page> | <festival>"). */
  title: string;
  description: string;
  /** The festival's name in the page's language. */
  siteName: string;
  og: { title: string; description: string; type: string; image?: string; url?: string; locale: string };
}

/** index.html with a rendered page's title, description and Open Graph tags. Every value is escaped. */
export function withPageHead(html: string, head: PageHead): string {
  const description = previewText(head.description);
  const meta = metaTag;
  const tags =
    meta('property', 'og:title', head.og.title) +
    meta('property', 'og:description', previewText(head.og.description)) +
    meta('property', 'og:type', head.og.type) +
    (head.og.url ? meta('property', 'og:url', head.og.url) : '') +
    meta('property', 'og:site_name', head.siteName) +
    meta('property', 'og:locale', head.og.locale) +
    imageTags(meta, head.og.image ?? '', head.og.title);
  let out = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
  const descriptionTag = /<meta name="description" content="[^"]*"\s*\/?>/;
  const ownDescription = `<meta name="description" content="${escapeHtml(description)}" />`;
  out = descriptionTag.test(out) ? out.replace(descriptionTag, ownDescription) : out.replace('</head>', `    ${ownDescription}\n  </head>`);
  return out.replace('</head>', `${tags}  </head>`);
}
