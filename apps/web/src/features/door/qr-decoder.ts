/**
 * Reading a QR code from the camera or a photo: the browser's own BarcodeDetector where it has one
 * (Chrome on Android and macOS, fast, native), otherwise jsQR, a pure-JavaScript decoder (about
 * 57 KB gzipped) fetched only when a door needs it (Safari, Firefox, Chrome on Linux and Windows).
 */

export type QrSource = HTMLVideoElement | ImageBitmap;

export interface QrDetector {
  /** 'native' or 'jsqr': which decoder this browser got. */
  kind: 'native' | 'jsqr';
  detect(source: QrSource): Promise<string | null>;
}

interface NativeBarcodeDetector {
  detect(source: QrSource): Promise<{ rawValue: string }[]>;
}
interface NativeBarcodeDetectorClass {
  new (options: { formats: string[] }): NativeBarcodeDetector;
  getSupportedFormats(): Promise<string[]>;
}

/** jsQR on RGBA pixels: the fallback decoder, also what the unit test feeds a rendered QR to. */
export async function decodeQrPixels(rgba: Uint8ClampedArray, width: number, height: number): Promise<string | null> {
  const { default: jsQR } = await import('jsqr');
  // A ticket on a phone in a dark hall may come out light-on-dark: try both.
  return jsQR(rgba, width, height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}

/** Big photos are scaled down first: a QR code fills much of the frame, and jsQR's time grows with pixels. */
const MAX_SIDE = 1024;

function sizeOf(source: QrSource): { width: number; height: number } {
  return 'videoWidth' in source ? { width: source.videoWidth, height: source.videoHeight } : { width: source.width, height: source.height };
}

export async function createQrDetector(): Promise<QrDetector> {
  const Native = (globalThis as { BarcodeDetector?: NativeBarcodeDetectorClass }).BarcodeDetector;
  if (Native) {
    try {
      if ((await Native.getSupportedFormats()).includes('qr_code')) {
        const native = new Native({ formats: ['qr_code'] });
        return { kind: 'native', detect: async (source) => (await native.detect(source))[0]?.rawValue ?? null };
      }
    } catch {
      /* fall through to jsQR */
    }
  }
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    kind: 'jsqr',
    detect: async (source) => {
      const { width, height } = sizeOf(source);
      if (!context || !width || !height) return null;
      const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
      canvas.width = Math.round(width * scale);
      canvas.height = Math.round(height * scale);
      context.drawImage(source, 0, 0, canvas.width, canvas.height);
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
      return decodeQrPixels(pixels.data, canvas.width, canvas.height);
    },
  };
}
