/**
 * What a picked slides file is checked for before it is sent (the speaker's upload and the console's): the
 * contract's limit (SLIDES_MAX_BYTES, 20 MB) and a PDF by its type or name. Only to say so before a long
 * upload: the server checks again, the PDF by its content.
 */
export const SLIDES_MAX_BYTES = 20 * 1024 * 1024;

export type SlidesFileProblem = 'tooLarge' | 'notPdf';

export function slidesFileProblem(file: Pick<File, 'name' | 'size' | 'type'>): SlidesFileProblem | null {
  if (file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name)) return 'notPdf';
  if (file.size > SLIDES_MAX_BYTES) return 'tooLarge';
  return null;
}
