/**
 * The QR code of a ticket, drawn by uqr (a small, maintained encoder: about 8 KB gzipped, loaded only
 * where a ticket is shown). Error correction M: a phone screen with a crack or glare still scans.
 * The 4-module quiet zone is the standard's: scanners need a white border around the code.
 */
export async function qrMatrix(text: string): Promise<boolean[][]> {
  const { encode } = await import('uqr');
  return encode(text, { ecc: 'M', border: 4 }).data;
}

/** One SVG path of the dark modules (one 1x1 square per module), for a crisp, small drawing. */
export function qrPath(matrix: readonly (readonly boolean[])[]): string {
  let d = '';
  matrix.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return d;
}
