import { describe, expect, it } from 'vitest';
import { encode } from 'uqr';
import { decodeQrPixels } from './qr-decoder';

/** A QR code drawn as the ticket page draws it (uqr, ECC M, quiet zone 4), as RGBA pixels. */
function rendered(text: string, scale = 6, dark = [0, 0, 0], light = [255, 255, 255]) {
  const { data } = encode(text, { ecc: 'M', border: 4 });
  const side = data.length * scale;
  const rgba = new Uint8ClampedArray(side * side * 4);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const colour = data[Math.floor(y / scale)]![Math.floor(x / scale)] ? dark : light;
      rgba.set([...colour, 255], (y * side + x) * 4);
    }
  }
  return { rgba, side };
}

describe('the fallback QR decoder (jsQR)', () => {
  const ticket = 'q3Z-8_pLmN0aBcDeFgHiJkLm';

  it('reads back a ticket code from a rendered QR code', async () => {
    const { rgba, side } = rendered(ticket);
    expect(await decodeQrPixels(rgba, side, side)).toBe(ticket);
  });

  it('reads a light-on-dark (inverted) screen too', async () => {
    const { rgba, side } = rendered(ticket, 5, [255, 255, 255], [10, 10, 10]);
    expect(await decodeQrPixels(rgba, side, side)).toBe(ticket);
  });

  it('answers null for an image without a QR code', async () => {
    const blank = new Uint8ClampedArray(200 * 200 * 4).fill(255);
    expect(await decodeQrPixels(blank, 200, 200)).toBeNull();
  });
});
