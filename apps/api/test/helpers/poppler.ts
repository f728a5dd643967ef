import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { findOnPath } from './libreoffice';

/**
 * Poppler (Debian's poppler-utils), as a reader of the PDFs we make: pdftoppm draws their pages as a
 * viewer would and pdftotext reads their text back as a search or a screen reader would. .ci/run
 * installs it; a developer without it sees the tests skipped with the reason, except under CI.
 */
const run = promisify(execFile);

export const PDFTOPPM = findOnPath('pdftoppm');
export const PDFTOTEXT = findOnPath('pdftotext');
export const SKIP_POPPLER = (!PDFTOPPM || !PDFTOTEXT) && !process.env.CI;
if (SKIP_POPPLER) {
  console.warn('[api tests] poppler-utils is not installed: the tests that draw the PDFs are SKIPPED. apt-get install -y poppler-utils');
}

function withFile<T>(pdf: Buffer, use: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-'));
  const file = path.join(dir, 'doc.pdf');
  writeFileSync(file, pdf);
  return use(file, dir).finally(() => rmSync(dir, { recursive: true, force: true }));
}

/** Every page as a PNG at `dpi`. When `keepIn` is given, the pictures are also written there to be looked at. */
export function pdfPages(pdf: Buffer, dpi = 100, keepIn?: { dir: string; name: string }): Promise<Buffer[]> {
  return withFile(pdf, async (file, dir) => {
    await run(PDFTOPPM ?? 'pdftoppm', ['-png', '-r', String(dpi), file, path.join(dir, 'page')]);
    const pages = readdirSync(dir)
      .filter((name) => name.startsWith('page') && name.endsWith('.png'))
      .sort()
      .map((name) => readFileSync(path.join(dir, name)));
    if (keepIn) pages.forEach((png, i) => writeFileSync(path.join(keepIn.dir, `${keepIn.name}-${i + 1}.png`), png));
    return pages;
  });
}

/** The text as pdftotext reads it, page by page, lines as laid out. */
export function pdfText(pdf: Buffer): Promise<string> {
  return withFile(pdf, async (file) => (await run(PDFTOTEXT ?? 'pdftotext', ['-layout', file, '-'])).stdout);
}

/** The PDF's metadata as pdfinfo lists it (page size, count, title). */
export function pdfInfo(pdf: Buffer): Promise<string> {
  return withFile(pdf, async (file) => (await run(findOnPath('pdfinfo') ?? 'pdfinfo', [file])).stdout);
}

/** What a phone's camera reads from the QR code on a page picture, or null. */
export async function readQr(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

/**
 * Text as it can be compared with what was meant. pdftotext (-layout) gives each line in reading order,
 * but from the glyphs alone it must guess some things, which are taken out on both sides:
 *  - the direction marks it adds around runs, and spaces where it measures gaps;
 *  - the zero-width non-joiner (a glyph of no width, which it drops) and combining marks (which it may
 *    put before their letter);
 *  - neutral signs between a Persian word and a number or a Latin word (a colon, brackets, guillemets),
 *    which it may put on the other side, and mirrored as drawn (« as »): the pictures show where they are;
 *  - the lam-alef ligature, whose two letters it reverses ("لا" comes back "ال"): both sides write it so.
 * What is left, the letters of each word and the order of the words and numbers, is what is compared.
 */
export function flat(text: string): string {
  return text
    .replace(/[\u200c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\p{M}/gu, '')
    .replace(/[«»():]/g, '')
    .replace(/لا/g, 'ال')
    .replace(/\s+/g, '');
}
