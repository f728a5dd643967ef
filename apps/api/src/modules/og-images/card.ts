import sharp, { type OverlayOptions } from 'sharp';
import { PREVIEW_IMAGE } from '@fest/contract';
import { drawText, type DrawnText, type TextStyle } from './draw-text';

export type Lang = 'fa' | 'en';

/** What an image shows, and nothing else: two equal cards draw the same picture (images.ts keys on it). */
export interface Card {
  lang: Lang;
  /** The festival's name, beside the logo. */
  festival: string;
  /** The site's host, in the other top corner. */
  site: string;
  /** What the page is ("کارگاه", "برنامهٔ جشنواره"), in a pill above the title. */
  eyebrow: string;
  title: string;
  /** Up to three lines under the title, each after its icon. */
  facts: Array<{ icon: FactIcon; text: string }>;
  /** `#rrggbb`: the pill, the icons and the band at the foot. */
  accent: string;
}

export type FactIcon = 'calendar' | 'place' | 'people' | 'session';

const W = PREVIEW_IMAGE.width;
const H = PREVIEW_IMAGE.height;
const MARGIN = 64;
const INNER = W - 2 * MARGIN;
const NAVY = '#0b1a33';
/** The site's amber (apps/web: the hero's call to action), for cards without a colour of their own. */
export const DEFAULT_ACCENT = '#f59e0b';

const LOGO = { top: 48, size: 72 };
const PILL = { top: 170, height: 46, padding: 20 };
/** The title's box: always here, whatever else the card holds (the tests find it there). */
export const TITLE_BOX = { top: 232, height: 196 } as const;
const TITLE_SIZES = [64, 56, 50, 44] as const;
const TITLE_LEADING = 1.3;
const FACT = { gap: 26, height: 46, size: 28, icon: 30 };
const BAND = 12;

/** Where a block of `width` starts, measured from the card's left edge, `inset` pixels from the reading start. */
const fromStart = (lang: Lang, inset: number, width: number) => (lang === 'fa' ? W - inset - width : inset);

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** Roughly the lines in a block drawn at `size` with `leading` (Vazirmatn's first line is about 1.1 em tall). */
const linesOf = (block: DrawnText, size: number, leading: number) => 1 + Math.max(0, Math.round((block.height - size * 1.1) / (size * leading)));

/**
 * `text` drawn within `maxLines`; a text too long even then loses its last words to an ellipsis.
 * Cutting is a binary search over the words (a handful of draws, only for an unusually long text).
 */
async function fitted(text: string, style: TextStyle, maxLines: number): Promise<DrawnText> {
  const whole = await drawText(text, style);
  const leading = style.leading ?? 1.6;
  if (linesOf(whole, style.size, leading) <= maxLines) return whole;
  const words = text.split(/\s+/);
  let [low, high] = [1, words.length - 1];
  let best = await drawText(`${words[0]}…`, style);
  while (low <= high) {
    const mid = Math.floor((low + high) / 2);
    const block = await drawText(`${words.slice(0, mid).join(' ')}…`, style);
    if (linesOf(block, style.size, leading) <= maxLines) {
      best = block;
      low = mid + 1;
    } else high = mid - 1;
  }
  return best;
}

/** A layer to put on the backdrop at (left, top). */
export interface Layer {
  input: Buffer;
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The title as the card draws it, and where: the largest size at which it fits two lines (three at
 * the smaller sizes), at the top of TITLE_BOX from the reading start. Depends on the title and the
 * language alone.
 */
export async function titleLayer(title: string, lang: Lang): Promise<Layer> {
  const direction = lang === 'fa' ? 'rtl' : 'ltr';
  let block: DrawnText | null = null;
  for (const size of TITLE_SIZES) {
    const style: TextStyle = { font: 'bold', size, color: '#ffffff', width: INNER, direction, leading: TITLE_LEADING };
    const maxLines = size >= 56 ? 2 : 3;
    const drawn = size === TITLE_SIZES.at(-1) ? await fitted(title, style, maxLines) : await drawText(title, style);
    if (linesOf(drawn, size, TITLE_LEADING) <= maxLines && drawn.height <= TITLE_BOX.height) {
      block = drawn;
      break;
    }
    block = drawn;
  }
  const drawn = block!;
  return { input: drawn.png, left: fromStart(lang, MARGIN, drawn.width), top: TITLE_BOX.top, width: drawn.width, height: drawn.height };
}

/** The ground every card of a language and accent shares: the site's navy, its grid, a glow, the logo and the band. */
function backdropSvg(lang: Lang, accent: string): string {
  const glowX = lang === 'fa' ? 140 : W - 140;
  const logoX = fromStart(lang, MARGIN, LOGO.size);
  const scale = LOGO.size / 64;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="ground" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${NAVY}"/><stop offset="1" stop-color="#15305a"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${accent}" stop-opacity=".15"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>
<pattern id="grid" width="36" height="36" patternUnits="userSpaceOnUse"><path d="M36 0H0V36" fill="none" stroke="#ffffff" stroke-opacity=".05"/></pattern>
</defs>
<rect width="${W}" height="${H}" fill="url(#ground)"/>
<rect width="${W}" height="${H}" fill="url(#grid)"/>
<circle cx="${glowX}" cy="${H - 60}" r="420" fill="url(#glow)"/>
<g transform="translate(${logoX} ${LOGO.top}) scale(${scale})">${PENGUIN}</g>
<rect y="${H - BAND}" width="${W}" height="${BAND}" fill="${accent}"/>
</svg>`;
}

/** The festival's penguin (apps/web/public/favicon.svg; lib/pdf/logo.ts draws it in the documents), on a light tile so it shows on navy. */
const PENGUIN =
  '<rect width="64" height="64" rx="14" fill="#ffffff" fill-opacity=".1"/><rect x="1" y="1" width="62" height="62" rx="13" fill="none" stroke="#ffffff" stroke-opacity=".25" stroke-width="2"/>' +
  '<ellipse cx="32" cy="36" rx="17" ry="20" fill="#f8fafc"/><path d="M32 8c-10 0-16 8-16 18 0 4 1 7 2 9 3-6 8-9 14-9s11 3 14 9c1-2 2-5 2-9 0-10-6-18-16-18z" fill="#111827"/>' +
  '<circle cx="26" cy="22" r="3" fill="#fff"/><circle cx="38" cy="22" r="3" fill="#fff"/><circle cx="26.5" cy="22.5" r="1.4" fill="#111827"/><circle cx="37.5" cy="22.5" r="1.4" fill="#111827"/>' +
  '<path d="M26 28l6 4 6-4-6-2z" fill="#f59e0b"/><ellipse cx="24" cy="56" rx="6" ry="3" fill="#f59e0b"/><ellipse cx="40" cy="56" rx="6" ry="3" fill="#f59e0b"/>';

const backdrops = new Map<string, Promise<Buffer>>();

/** The backdrop as a PNG, made once per language and accent (a handful: the tags' colours). */
export function drawBackdrop(lang: Lang, accent: string): Promise<Buffer> {
  const key = `${lang}${accent}`;
  let made = backdrops.get(key);
  if (!made) {
    made = sharp(Buffer.from(backdropSvg(lang, accent))).png({ compressionLevel: 1 }).toBuffer();
    // A failure is not kept: the next card tries again.
    made.catch(() => backdrops.delete(key));
    backdrops.set(key, made);
  }
  return made;
}

/** The icons of the facts, drawn on a 24-unit grid. */
const ICONS: Record<FactIcon, (color: string) => string> = {
  calendar: (c) =>
    `<rect x="3" y="5" width="18" height="16" rx="3" fill="none" stroke="${c}" stroke-width="2"/><path d="M3 10h18M8 3v4M16 3v4" stroke="${c}" stroke-width="2" stroke-linecap="round"/>`,
  place: (c) => `<path d="M12 22s7-7.2 7-12.5a7 7 0 0 0-14 0C5 14.8 12 22 12 22z" fill="none" stroke="${c}" stroke-width="2"/><circle cx="12" cy="9.5" r="2.6" fill="${c}"/>`,
  session: (c) =>
    `<rect x="3" y="4" width="18" height="12" rx="2" fill="none" stroke="${c}" stroke-width="2"/><path d="M12 16v3M8 21l4-2 4 2M7 8h10M7 12h6" stroke="${c}" stroke-width="2" stroke-linecap="round" fill="none"/>`,
  people: (c) =>
    `<circle cx="9" cy="8" r="3.5" fill="none" stroke="${c}" stroke-width="2"/><path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6" fill="none" stroke="${c}" stroke-width="2" stroke-linecap="round"/>` +
    `<circle cx="17" cy="9" r="2.6" fill="none" stroke="${c}" stroke-width="2"/><path d="M16.5 14.2c2.9.3 5 2.3 5 5.8" fill="none" stroke="${c}" stroke-width="2" stroke-linecap="round"/>`,
};

const svgLayer = (width: number, height: number, body: string, viewBox = `0 0 ${width} ${height}`) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${body}</svg>`);

/** The whole card as a PNG of 1200×630. */
export async function drawCard(card: Card): Promise<Buffer> {
  const { lang } = card;
  const direction = lang === 'fa' ? 'rtl' : 'ltr';
  const line = (text: string, style: Omit<TextStyle, 'direction'>) => fitted(text, { ...style, direction }, 1);
  const headerWidth = INNER - LOGO.size - 20;
  const [backdrop, festival, site, eyebrow, title, ...facts] = await Promise.all([
    drawBackdrop(lang, card.accent),
    line(card.festival, { font: 'bold', size: 30, color: '#ffffff', width: Math.round(headerWidth * 0.68) }),
    card.site ? drawText(card.site, { font: 'regular', size: 24, color: '#ffffffa6', width: Math.round(headerWidth * 0.3), direction: 'ltr' }) : null,
    card.eyebrow ? line(card.eyebrow, { font: 'bold', size: 24, color: NAVY, width: INNER - 2 * PILL.padding }) : null,
    titleLayer(card.title, lang),
    ...card.facts.slice(0, 3).map((fact) => line(fact.text, { font: 'regular', size: FACT.size, color: '#ffffffe0', width: INNER - FACT.icon - 16 })),
  ]);
  const layers: OverlayOptions[] = [];
  const logoMiddle = LOGO.top + LOGO.size / 2;
  layers.push({ input: festival.png, left: fromStart(lang, MARGIN + LOGO.size + 20, festival.width), top: Math.round(logoMiddle - festival.height / 2) });
  if (site) layers.push({ input: site.png, left: lang === 'fa' ? MARGIN : W - MARGIN - site.width, top: Math.round(logoMiddle - site.height / 2) });
  if (eyebrow) {
    const pillWidth = eyebrow.width + 2 * PILL.padding;
    const left = fromStart(lang, MARGIN, pillWidth);
    const pill = `<rect width="${pillWidth}" height="${PILL.height}" rx="${PILL.height / 2}" fill="${escapeXml(card.accent)}"/>`;
    layers.push({ input: svgLayer(pillWidth, PILL.height, pill), left, top: PILL.top });
    layers.push({ input: eyebrow.png, left: left + PILL.padding, top: Math.round(PILL.top + (PILL.height - eyebrow.height) / 2) });
  }
  layers.push({ input: title.input, left: title.left, top: title.top });
  let top = title.top + title.height + FACT.gap;
  for (const [i, fact] of facts.entries()) {
    const icon = card.facts[i]!.icon;
    const iconLeft = fromStart(lang, MARGIN, FACT.icon);
    layers.push({ input: svgLayer(FACT.icon, FACT.icon, ICONS[icon](card.accent), '0 0 24 24'), left: iconLeft, top: Math.round(top + (FACT.height - FACT.icon) / 2) });
    layers.push({ input: fact.png, left: fromStart(lang, MARGIN + FACT.icon + 16, fact.width), top: Math.round(top + (FACT.height - fact.height) / 2) });
    top += FACT.height;
  }
  // Opaque: without its alpha channel the picture encodes three times faster and a little smaller.
  return sharp(backdrop).composite(layers).removeAlpha().png({ compressionLevel: 6 }).toBuffer();
}
