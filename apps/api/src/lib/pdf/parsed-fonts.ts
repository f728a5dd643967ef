import fs from 'node:fs';
import { create, type Font } from 'fontkit';
import { FONTS, type FontName } from '../fonts';

/**
 * Each font parsed once per process. fontkit decodes a font's tables when they are first used (above
 * all the shaping lookups Persian text needs) and keeps them on its Font; a document that registered
 * the file parsed and decoded them all over again, most of a receipt's or a certificate's time.
 */
const parsed = new Map<FontName, Font>();

function parsedFont(name: FontName): Font {
  let font = parsed.get(name);
  if (!font) parsed.set(name, (font = create(fs.readFileSync(FONTS[name])) as Font));
  return font;
}

/**
 * A document's own view of a parsed font: the decoded tables are shared, the glyphs are its own.
 * fontkit keeps each glyph with the characters it was first made for, and pdfkit writes those into the
 * document's text map (what a search, a copy or a screen reader reads). Glyphs made while another
 * document's subset was embedded carry no characters (a composite's parts), so a glyph cache shared
 * across documents made «صورتحساب» read back as «صورتساب». fontkit offers no public way to start a glyph
 * cache afresh; its field is `_glyphs` (fontkit 2), and test/pdf/fonts.test.ts fails if that changes.
 */
export function fontForDocument(name: FontName): Font {
  return Object.assign(Object.create(parsedFont(name)) as Font, { _glyphs: {} });
}
