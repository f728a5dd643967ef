import bidiFactory from 'bidi-js';

/**
 * Lines of mixed Persian and English text, broken to a width and put in visual order (Unicode's
 * bidirectional algorithm, UAX #9, through bidi-js). PDFKit shapes what it is given through fontkit
 * (joined letters, the font's ligatures and marks) but draws it left to right as given, and fontkit
 * picks a run's direction from its first letter's script. So each line is cut into pieces of one
 * direction and no spaces, each piece handed over so that the shaper's own choice of direction
 * yields the right glyph order, and the pieces are placed side by side here.
 * docs/decisions/029-pdfs-typeset-with-pdfkit-and-bidi-js.md says why this engine.
 */

const bidi = bidiFactory();

export type Direction = 'rtl' | 'ltr';

export interface Piece {
  /** The text to give the shaper (see shaperGets). */
  text: string;
  /** From the line's left edge, in the measure's units. */
  x: number;
  width: number;
}

export interface Line {
  pieces: Piece[];
  width: number;
}

/** Scripts written right to left whose runs fontkit reverses itself (its Script.direction). */
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
/** fontkit takes the script of a text from its first character that belongs to one. */
const HAS_SCRIPT = /[^\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]/u;

function shaperReverses(text: string): boolean {
  const first = HAS_SCRIPT.exec(text);
  return first !== null && RTL_SCRIPT.test(first[0]);
}

/**
 * A piece's characters in logical order (mirrored where it runs right to left) become what the shaper
 * is given: as they are when the shaper will choose the wanted direction itself, reversed when it
 * would not (Persian digits, which fontkit counts as Arabic script, inside a left-to-right number;
 * brackets and other neutrals alone inside a right-to-left run). Letters that join are never
 * reversed here: a letter of a right-to-left script always resolves to a right-to-left level.
 */
export function shaperGets(logical: string, rightToLeft: boolean): string {
  return rightToLeft === shaperReverses(logical) ? logical : Array.from(logical).reverse().join('');
}

const SPACE = /\s/;
/**
 * Direction marks, embeddings and isolates (LRM, RLE…PDF, LRI…PDI) steer the ordering and are not
 * drawn: the font has no glyph for them. A text keeps an LTR code whole in a Persian line with
 * `ltr()` below.
 */
const FORMATTING = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** A stretch that reads left to right whatever surrounds it (a masked card number, a Sheba, an address). */
export const ltr = (text: string) => `\u2066${text}\u2069`;

/** Runs of white space become one space; a paragraph has no line breaks of its own. */
export function tidy(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Breaks a paragraph into lines no wider than maxWidth (a word wider than that stands alone) and
 * puts each line's pieces in visual order, measured by `measure` (the width of a text as the shaper
 * lays it out).
 */
export function layoutParagraph(
  paragraph: string,
  options: { direction: Direction; maxWidth: number; measure: (text: string) => number },
): Line[] {
  const text = tidy(paragraph);
  if (text === '') return [];
  const { measure, maxWidth } = options;
  const levels = bidi.getEmbeddingLevels(text, options.direction);
  const spaceWidth = measure(' ');

  // Greedy line filling over the logical words.
  const ranges: Array<[number, number]> = [];
  let lineStart = 0;
  let lineWidth = 0;
  let index = 0;
  while (index < text.length) {
    const wordEnd = text.indexOf(' ', index) === -1 ? text.length : text.indexOf(' ', index);
    const wordWidth = measure(text.slice(index, wordEnd));
    const widthWith = index === lineStart ? wordWidth : lineWidth + spaceWidth + wordWidth;
    if (index > lineStart && widthWith > maxWidth) {
      ranges.push([lineStart, index - 2]);
      lineStart = index;
      lineWidth = wordWidth;
    } else {
      lineWidth = widthWith;
    }
    index = wordEnd + 1;
  }
  ranges.push([lineStart, text.length - 1]);

  return ranges.map(([start, end]) => visualLine(text, levels, start, end, measure, spaceWidth));
}

function visualLine(
  text: string,
  levels: ReturnType<typeof bidi.getEmbeddingLevels>,
  start: number,
  end: number,
  measure: (text: string) => number,
  spaceWidth: number,
): Line {
  // bidi-js answers the whole string's indices with only this line's stretch reordered.
  const order = bidi.getReorderedIndices(text, levels, start, end).slice(start, end + 1);
  const mirrored = bidi.getMirroredCharactersMap(text, levels.levels, start, end);
  const pieces: Piece[] = [];
  let x = 0;
  let run: number[] = [];
  const flush = () => {
    if (run.length === 0) return;
    const rightToLeft = levels.levels[run[0]] % 2 === 1;
    const logical = [...run]
      .sort((a, b) => a - b)
      .map((i) => mirrored.get(i) ?? text[i])
      .join('');
    const given = shaperGets(logical, rightToLeft);
    const width = measure(given);
    pieces.push({ text: given, x, width });
    x += width;
    run = [];
  };
  for (const i of order) {
    if (FORMATTING.test(text[i]!)) continue;
    if (SPACE.test(text[i])) {
      flush();
      x += spaceWidth;
      continue;
    }
    const last = run[run.length - 1];
    // A piece is one logical stretch of one level: a jump in either means the next piece.
    if (last !== undefined && (levels.levels[i] !== levels.levels[last] || Math.abs(i - last) !== 1)) flush();
    run.push(i);
  }
  flush();
  return { pieces, width: x };
}
