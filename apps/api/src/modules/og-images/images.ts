import { createHash } from 'node:crypto';
import {
  EDITION_SLUG,
  previewImageAddress,
  previewImageNames,
  previewImagePath,
  previewImageSubjects,
  type Festival,
  type Presentation,
  type Presenter,
  type PreviewImageName,
  type PreviewImageSubject,
  type Staff,
} from '@fest/contract';
import type { Answer, CatalogueAnswers } from '../catalogue';
import { drawCard, type Card, type Lang } from './card';
import * as cards from './cards';

/** What an image address names: a page's image, or one thing's, of an edition (the current one by default), in a language. */
export type ImageRef =
  | { name: PreviewImageName; id?: undefined; edition?: string; lang: Lang }
  | { name: PreviewImageSubject; id: number; edition?: string; lang: Lang };

const ADDRESS = /^\/og\/(?:([a-z]+)|([a-z]+)\/([1-9]\d{0,9}))\.png(?:\?(.*))?$/;

/**
 * The image an address (path and query, as previewImagePath writes them) names, or null for any
 * other: an unknown name, an id that is none, an edition slug that cannot be one. The query's `v`
 * (the version) is not part of what is named.
 */
export function imageRefOf(address: string): ImageRef | null {
  const match = ADDRESS.exec(address);
  if (!match) return null;
  const [, name, subject, id, search = ''] = match;
  const query = new URLSearchParams(search);
  const lang = query.get('lang') === 'en' ? 'en' : 'fa';
  const edition = query.get('edition') ?? undefined;
  if (edition !== undefined && !EDITION_SLUG.test(edition)) return null;
  if (name) return (previewImageNames as readonly string[]).includes(name) ? { name: name as PreviewImageName, edition, lang } : null;
  const n = Number(id);
  if (!(previewImageSubjects as readonly string[]).includes(subject!) || n > 2_147_483_647) return null;
  return { name: subject as PreviewImageSubject, id: n, edition, lang };
}

/**
 * Bumped whenever the drawing itself changes (card.ts), so that every address given out before names
 * a picture that is no longer drawn, and caches that keep the old one by its address are bypassed.
 */
const DESIGN = 1;

/** A card kept among the catalogue's answers: dropped with them on every change, then made again. */
interface CardAnswer extends Answer {
  card: Card;
}

/** Pictures are kept by version, up to this many bytes (about 300 cards of 100–190 KB). */
const SHELF_BYTES = 48 * 1024 * 1024;

export interface OgImages {
  /** The picture `ref` names and its version (a hash of what it shows), or null when it names nothing. */
  image(ref: ImageRef): Promise<{ png: Buffer; version: string } | null>;
  /**
   * The absolute address of a page's image, with its version (`v`), for the page's head: a changed
   * title is a new address to caches that keep pictures by address. A page naming nothing gets the
   * festival's default image.
   */
  pageImage(pagePath: string, lang: Lang): Promise<string>;
}

/**
 * The link preview images (contract, "Search engines and shared links"), drawn from the catalogue's
 * kept answers. Two levels: what a card shows is worked out again after every catalogue change (it is
 * kept among the catalogue's answers, which a NOTIFY from any process drops), and its picture is kept
 * by the hash of what it shows, so it is drawn again only when that changed: a sold seat drops the
 * answers but draws nothing, a new title draws a new picture.
 */
export function ogImages(deps: { answers: CatalogueAnswers; publicUrl: string }): OgImages {
  const { answers } = deps;
  const origin = deps.publicUrl.replace(/\/+$/, '');
  const site = new URL(origin).host;
  const parsed = <T>(answer: Answer | null) => (answer ? (JSON.parse(answer.body.toString('utf8')) as T) : null);

  async function cardOf(ref: ImageRef): Promise<Card | null> {
    const festival = parsed<Festival>(await answers.festival(ref.edition));
    if (!festival) return null;
    const setting: cards.Setting = { festival, site, lang: ref.lang };
    switch (ref.name) {
      case 'home':
        return cards.homeCard(setting);
      case 'default':
        return cards.defaultCard(setting);
      case 'schedule':
        return cards.scheduleCard(setting);
      case 'faq':
        return cards.faqCard(setting);
      case 'contest':
        return cards.contestCard(setting);
      case 'programme': {
        const list = parsed<Presentation[]>(await answers.presentations(ref.edition));
        return list && cards.programmeCard(setting, list);
      }
      case 'presenters': {
        const list = parsed<Presenter[]>(await answers.presenters(ref.edition));
        return list && cards.presentersCard(setting, list);
      }
      case 'staff': {
        const list = parsed<Staff[]>(await answers.staff(ref.edition));
        return list && cards.staffCard(setting, list);
      }
      case 'presentation': {
        const presentation = parsed<Presentation>(await answers.presentation(ref.id));
        return presentation && cards.presentationCard(setting, presentation);
      }
      case 'presenter': {
        const presenter = parsed<Presenter[]>(await answers.presenters(ref.edition))?.find((p) => p.id === ref.id);
        return presenter ? cards.presenterCard(setting, presenter) : null;
      }
    }
  }

  /** The card `ref` names with its version, kept with the catalogue's answers while they are kept. */
  function keptCard(ref: ImageRef): Promise<CardAnswer | null> {
    const build = async (): Promise<CardAnswer | null> => {
      const card = await cardOf(ref);
      if (!card) return null;
      const body = Buffer.from(JSON.stringify(card));
      const version = createHash('sha256').update(`${DESIGN}:`).update(body).digest('base64url').slice(0, 16);
      return { body, etag: version, validUntil: Infinity, card };
    };
    const key = `og:${ref.name}:${ref.id ?? ''}:${ref.edition ?? ''}:${ref.lang}`;
    return answers.cache ? answers.cache.get(key, build) : build();
  }

  const shelf = new Map<string, Buffer>();
  let shelfBytes = 0;
  const drawing = new Map<string, Promise<Buffer>>();

  /** The picture of a version: kept (the least recently used go first), being drawn, or drawn now. */
  function pictureOf(version: string, card: Card): Promise<Buffer> {
    const kept = shelf.get(version);
    if (kept) {
      shelf.delete(version);
      shelf.set(version, kept);
      return Promise.resolve(kept);
    }
    let drawn = drawing.get(version);
    if (!drawn) {
      drawn = drawCard(card).then(
        (png) => {
          drawing.delete(version);
          shelf.set(version, png);
          shelfBytes += png.length;
          for (const [old, bytes] of shelf) {
            if (shelfBytes <= SHELF_BYTES) break;
            shelf.delete(old);
            shelfBytes -= bytes.length;
          }
          return png;
        },
        (err: unknown) => {
          drawing.delete(version);
          throw err;
        },
      );
      drawing.set(version, drawn);
    }
    return drawn;
  }

  return {
    image: async (ref) => {
      const kept = await keptCard(ref);
      return kept && { png: await pictureOf(kept.etag, kept.card), version: kept.etag };
    },
    pageImage: async (pagePath, lang) => {
      let address = previewImagePath(pagePath, lang);
      let kept = await keptCard(imageRefOf(address) ?? { name: 'default', lang });
      if (!kept) {
        address = previewImageAddress('default', { language: lang });
        kept = await keptCard({ name: 'default', lang });
      }
      return `${origin}${address}${address.includes('?') ? '&' : '?'}v=${kept?.etag ?? ''}`;
    },
  };
}
