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
 * Text as it can be compared with what was meant: pdftotext (-layout) gives each line in reading order,
 * with direction marks around its runs, spaces where it measures gaps (so a space may come or go beside
 * a number or a Latin word), no zero-width non-joiner (a glyph of no width) and a combining mark
 * possibly before its letter. It also places guillemets by its own guess, mirrored as drawn in
 * right-to-left text (« reads as », and may come on the far side of a Latin word beside it; the pictures
 * show where they are drawn). All of those go, so the letters and their order are what is compared.
 */
export function flat(text: string): string {
  return text
    .replace(/[\u200c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\p{M}/gu, '')
    .replace(/[«»]/g, '')
    .replace(/\s+/g, '');
}
