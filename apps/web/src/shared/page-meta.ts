import { useEffect } from 'react';
// The rule's own entry, not the contract's index: through the index the home route's chunk carried the
// whole contract (its zod schemas, 35 KB gzipped), which the bundle budget refuses.
import { PREVIEW_IMAGE, previewImagePath } from '@fest/contract/preview-images';
import { useGetFestivalQuery } from './api/festival';
import { festivalNameOf } from './festival-facts';
import { getLocale } from './i18n';

export interface OpenGraph {
  title?: string;
  description?: string;
  /** Absolute URL (crawlers and chat apps ignore relative ones); the page's own preview image by default (previewImageUrl). */
  image?: string;
  type?: 'website' | 'article';
  url?: string;
}

export interface PageMeta {
  /** The page's own name; omitted on the home page, whose title is the festival's name alone. */
  title?: string;
  description?: string;
  og?: OpenGraph;
}

/** "<page> | جشنواره لینوکس ۱۴۰۵", or the festival's name (festivalNameOf) alone. */
export function pageTitle(title: string | undefined, festival: string): string {
  return title && title !== festival ? `${title} | ${festival}` : festival;
}

let serverOrigin = '';
let serverPath = '';
/** Where the server's renderer collects the meta of the page it draws (effects never run there). */
let serverSink: ((meta: PageMeta) => void) | null = null;

/** For the server's renderer: the site's public address, the page drawn, and where each usePageMeta call is told. */
export function collectPageMeta(origin: string, sink: ((meta: PageMeta) => void) | null, path = ''): void {
  serverOrigin = origin;
  serverSink = sink;
  serverPath = path;
}

/** The site's address: the browser's, or the public one the server renders for. */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? serverOrigin : window.location.origin;
}

/** Makes a site path absolute (og:image and og:url must be); absolute URLs pass through. */
export function absoluteUrl(pathOrUrl: string, origin: string = siteOrigin()): string {
  return new URL(pathOrUrl, origin).toString();
}

/**
 * The page's link preview image: the PNG of 1200×630 the server draws from the data (the address is
 * the contract's previewImagePath), in the language shown. The server adds its version when it writes
 * the page's head.
 */
export function previewImageUrl(path: string, origin: string = siteOrigin()): string {
  return absoluteUrl(previewImagePath(path, getLocale()), origin);
}

/** Puts `content` into <meta attr=key>, creating the tag if needed; returns how to undo it. */
function setMetaTag(attr: 'name' | 'property', key: string, content: string): () => void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  const created = !tag;
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attr, key);
    document.head.append(tag);
  }
  const previous = tag.content;
  tag.content = content;
  const element = tag;
  return () => {
    if (created) element.remove();
    else element.content = previous;
  };
}

/**
 * Sets the document title, meta description and (optionally) Open Graph tags while the page is
 * shown, and puts back what was there when it goes, so a page without its own meta never keeps
 * the previous page's. The server's renderer collects the same meta while drawing a public page and
 * writes it into the HTML it sends (for link previews and crawlers that run no script).
 */
export function usePageMeta({ title, description, og }: PageMeta): void {
  serverSink?.({ title, description, og: { ...og, image: og?.image ?? previewImageUrl(serverPath) } });
  const festival = festivalNameOf(useGetFestivalQuery().data);
  const ogTitle = og?.title;
  const ogDescription = og?.description;
  const ogImage = og?.image;
  const ogType = og?.type;
  const ogUrl = og?.url;

  useEffect(() => {
    const previousTitle = document.title;
    document.title = pageTitle(title, festival);
    const undo: Array<() => void> = [];
    if (description) undo.push(setMetaTag('name', 'description', description));
    if (ogTitle !== undefined) {
      undo.push(setMetaTag('property', 'og:title', ogTitle));
      undo.push(setMetaTag('property', 'og:description', ogDescription ?? ''));
      undo.push(setMetaTag('property', 'og:type', ogType ?? 'website'));
      undo.push(setMetaTag('property', 'og:site_name', festival));
      undo.push(setMetaTag('property', 'og:locale', getLocale() === 'en' ? 'en_GB' : 'fa_IR'));
      if (ogUrl) undo.push(setMetaTag('property', 'og:url', ogUrl));
    }
    // Every page has its picture for link previews: its own, or the one the server draws for its address.
    const image = ogImage ?? previewImageUrl(window.location.pathname);
    undo.push(setMetaTag('property', 'og:image', image));
    undo.push(setMetaTag('property', 'og:image:type', PREVIEW_IMAGE.type));
    undo.push(setMetaTag('property', 'og:image:width', String(PREVIEW_IMAGE.width)));
    undo.push(setMetaTag('property', 'og:image:height', String(PREVIEW_IMAGE.height)));
    undo.push(setMetaTag('name', 'twitter:card', 'summary_large_image'));
    undo.push(setMetaTag('name', 'twitter:image', image));
    return () => {
      document.title = previousTitle;
      for (const step of undo.reverse()) step();
    };
  }, [title, festival, description, ogTitle, ogDescription, ogImage, ogType, ogUrl]);
}
