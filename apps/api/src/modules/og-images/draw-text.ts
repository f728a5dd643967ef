import sharp from 'sharp';
import { FONTS, type FontName } from '../../lib/fonts';

/** How a block of text is set: its font, size and colour, the width it wraps at and its direction. */
export interface TextStyle {
  font: FontName;
  /** Pixels (the text is drawn at 72 dpi, where a point is a pixel). */
  size: number;
  /** `#rrggbb`, optionally with alpha `#rrggbbaa`. */
  color: string;
  /** Lines wrap at this width, between words. */
  width: number;
  direction: 'rtl' | 'ltr';
  /** Distance between baselines, as a multiple of the size (Vazirmatn's own is 1.6). */
  leading?: number;
}

/** A block of text drawn on a transparent ground, cropped to its lines. */
export interface DrawnText {
  png: Buffer;
  width: number;
  height: number;
}

const escapeMarkup = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Vazirmatn's own distance between baselines, as a multiple of the size (its ascent and descent, as
 * Pango measures them): libvips' `spacing` is added to it, so a tighter leading is a negative spacing.
 */
const FONT_LEADING = 1.6;

/** Marks that set a paragraph's base direction whatever its first word is ("Rust در کرنل" is still a Persian line). */
const DIRECTION_MARK = { rtl: '\u200f', ltr: '\u200e' } as const;

/**
 * Draws text with Pango through sharp (libvips), which shapes and joins Persian and orders mixed
 * Persian and Latin runs by the bidirectional algorithm. Vazirmatn is given as a file, so no font has
 * to be installed on the machine. Each paragraph starts with a direction mark; Pango then lays lines
 * out from the paragraph's start ("left" in its terms is the start of a right-to-left paragraph).
 */
export async function drawText(text: string, style: TextStyle): Promise<DrawnText> {
  const mark = DIRECTION_MARK[style.direction];
  const paragraphs = text.split('\n').map((line) => mark + escapeMarkup(line.trim()));
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${style.color}">${paragraphs.join('\n')}</span>`,
      fontfile: FONTS[style.font],
      font: `Vazirmatn ${style.font === 'bold' ? 'Bold ' : ''}${style.size}`,
      width: style.width,
      align: 'left',
      wrap: 'word-char',
      spacing: Math.round(style.size * ((style.leading ?? FONT_LEADING) - FONT_LEADING)),
      dpi: 72,
      rgba: true,
    },
  })
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}
