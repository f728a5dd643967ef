import { mkdirSync } from 'node:fs';

/**
 * Where the PDF tests leave their pages as pictures to be looked at: PDF_PICTURES=dir (for example
 * `PDF_PICTURES=/tmp/pdfs npx vitest run test/pdf`); nowhere by default.
 */
export function keepPictures(name: string): { dir: string; name: string } | undefined {
  const dir = process.env.PDF_PICTURES;
  if (!dir) return undefined;
  mkdirSync(dir, { recursive: true });
  return { dir, name };
}
